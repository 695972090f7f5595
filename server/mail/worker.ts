import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../db/schema';
import { claimDueMails, markAttemptFailed, markSent, releaseClaims, type ClaimedMail } from './outbox';

export type SendMail = (mail: ClaimedMail) => Promise<void>;

export type OutboxWorkerOptions = {
  /**
   * Who claims the mails: the same for this instance after a restart (host and port), different for every other
   * instance, so a restarted instance takes back at once what it held when it stopped.
   */
  id: string;
  db: Kysely<Database>;
  send: SendMail;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /**
   * How long a claim on one mail holds: what a send takes at most. A mail whose claim has expired (its instance
   * died and has not come back) is due again for any instance.
   */
  leaseMs: number;
};

/**
 * Sends what is due in the outbox, one mail per claim: on an interval (retries, mails left by another instance)
 * and at once when nudged after a new mail is committed. One pass at a time per worker; a nudge during a pass
 * runs another.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: OutboxWorkerOptions) {}

  get id() {
    return this.options.id;
  }

  /** Takes back what this instance held before a crash, then sends what is due and keeps polling. */
  async start() {
    const { db, log, id, pollIntervalMs } = this.options;
    try {
      const released = await releaseClaims(db, id);
      if (released > 0) log.warn({ mails: released }, 'outbox: taking back mails left half-sent by the last run');
    } catch (error) {
      log.error({ err: error }, 'outbox: could not read the outbox');
    }
    this.timer = setInterval(() => this.nudge(), pollIntervalMs);
    this.timer.unref();
    this.nudge();
  }

  /** Look for due mails now (called after an enquiry and its mail are committed). */
  nudge() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Stops polling and waits for the pass in progress, so no mail is left half-sent by a shutdown. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async drain() {
    const { db, log, id, leaseMs } = this.options;
    try {
      for (;;) {
        if (this.stopped) return;
        // One mail per claim, so the lease covers one send.
        const [mail] = await claimDueMails(db, id, { leaseMs, limit: 1 });
        if (!mail) return;
        await this.deliver(mail);
      }
    } catch (error) {
      // The database was unreachable: the mails stay in the outbox and the next pass tries again.
      log.error({ err: error }, 'outbox: could not read the outbox');
    }
  }

  private async deliver(mail: ClaimedMail) {
    const { db, send, log, id } = this.options;
    try {
      await send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await markAttemptFailed(db, mail, id, message, this.options);
      const logAt = status === 'failed' ? log.error.bind(log) : log.warn.bind(log);
      logAt({ mailId: mail.id, attempts: mail.attempts, status, error: message }, 'outbox: sending failed');
      return;
    }
    await markSent(db, mail, id);
    log.info({ mailId: mail.id, attempts: mail.attempts }, 'outbox: mail sent');
  }
}
