import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../db/schema';
import { claimDueMails, markAttemptFailed, markSent, type ClaimedMail } from './outbox';

export type SendMail = (mail: ClaimedMail) => Promise<void>;

export type OutboxWorkerOptions = {
  db: Kysely<Database>;
  send: SendMail;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claim holds; longer than the slowest SMTP exchange (the transport times out well before). */
  leaseMs?: number;
};

/**
 * Sends what is due in the outbox: on an interval (retries, mails left by another instance) and at once when
 * nudged after a new mail is committed. One pass at a time per worker; a nudge during a pass runs another.
 */
export class OutboxWorker {
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: OutboxWorkerOptions) {}

  start() {
    this.timer = setInterval(() => this.nudge(), this.options.pollIntervalMs);
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
    const { db, log, pollIntervalMs } = this.options;
    const leaseMs = this.options.leaseMs ?? Math.max(10 * 60_000, pollIntervalMs * 2);
    try {
      for (;;) {
        if (this.stopped) return;
        const batch = await claimDueMails(db, this.id, { leaseMs, limit: 5 });
        if (batch.length === 0) return;
        for (const mail of batch) await this.deliver(mail);
      }
    } catch (error) {
      // The database was unreachable: the mails stay in the outbox and the next pass tries again.
      log.error({ err: error }, 'outbox: could not read the outbox');
    }
  }

  private async deliver(mail: ClaimedMail) {
    const { db, send, log } = this.options;
    try {
      await send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await markAttemptFailed(db, mail, this.id, message, this.options);
      const logAt = status === 'failed' ? log.error.bind(log) : log.warn.bind(log);
      logAt({ mailId: mail.id, attempts: mail.attempts, status, error: message }, 'outbox: sending failed');
      return;
    }
    await markSent(db, mail, this.id);
    log.info({ mailId: mail.id, attempts: mail.attempts }, 'outbox: mail sent');
  }
}
