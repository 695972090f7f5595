import { hostname } from 'node:os';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

import { countPendingMails } from './outbox';
import { OutboxWorker, type SendMail } from './worker';

/**
 * One pooled connection, reused while mails are waiting (a backlog after an outage goes out in milliseconds per
 * mail, not a new connection and handshake each) and closed after 10 s idle. Short time-outs: a hung mail server
 * fails one send, never holds up the outbox.
 */
const SMTP_OPTIONS = {
  pool: true,
  maxConnections: 1,
  idleTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;
/**
 * How long a claim on a mail holds: longer than a send takes within those time-outs. After a crash the instance
 * takes its mails back as it starts; another instance takes them once the claim expires.
 */
export const SEND_LEASE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: {
      /** Call after committing a transaction that used enqueueMail(): the worker sends it straight away. */
      nudge(): void;
    };
  }
}

/**
 * The outbox worker: sends queued mails over SMTP_URL with nodemailer, retrying with backoff. Without
 * SMTP_URL nothing is sent; mails wait in the outbox (the back office lists them) and the log says so.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const { SMTP_URL, MAIL_FROM, MAIL_POLL_INTERVAL_MS, MAIL_RETRY_BASE_MS, MAIL_MAX_ATTEMPTS } = app.config;
    if (!SMTP_URL) {
      const pending = await countPendingMails(app.db);
      app.log.warn({ pendingMails: pending }, 'SMTP_URL is not set: notification mails stay in the outbox, unsent');
      app.decorate('mailOutbox', { nudge: () => {} });
      return;
    }

    const transport = nodemailer.createTransport({ url: SMTP_URL, ...SMTP_OPTIONS });
    const send: SendMail = async (mail) => {
      await transport.sendMail({
        from: MAIL_FROM,
        to: mail.to_address,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text: mail.text_body,
        // Stable per outbox row: a mail sent again after a crash (sent, not yet marked sent) is the same message.
        messageId: `<${mail.id}@outbox.invalid>`,
      });
    };

    // The worker starts once the server listens: its id is this instance's host and port, the same after a restart.
    let worker: OutboxWorker | undefined;
    app.decorate('mailOutbox', { nudge: () => worker?.nudge() });
    app.addHook('onListen', async () => {
      const address = app.server.address();
      const port = address && typeof address === 'object' ? address.port : app.config.PORT;
      worker = new OutboxWorker({
        id: `${hostname()}:${port}`,
        db: app.db,
        log: app.log.child({ component: 'outbox' }),
        pollIntervalMs: MAIL_POLL_INTERVAL_MS,
        retryBaseMs: MAIL_RETRY_BASE_MS,
        maxAttempts: MAIL_MAX_ATTEMPTS,
        leaseMs: SEND_LEASE_MS,
        send,
      });
      await worker.start();
    });
    app.addHook('preClose', async () => {
      await worker?.stop();
      transport.close();
    });
    app.log.info({ smtp: new URL(SMTP_URL).host }, 'outbox: sending mail through SMTP');
  },
  { name: 'mail', dependencies: ['database'] },
);
