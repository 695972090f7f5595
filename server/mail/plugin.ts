import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

import { countPendingMails } from './outbox';
import { OutboxWorker } from './worker';

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

    // Short time-outs: a hung mail server delays one pass, never the outbox as a whole.
    const transport = nodemailer.createTransport({
      url: SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const worker = new OutboxWorker({
      db: app.db,
      log: app.log.child({ component: 'outbox' }),
      pollIntervalMs: MAIL_POLL_INTERVAL_MS,
      retryBaseMs: MAIL_RETRY_BASE_MS,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      send: async (mail) => {
        await transport.sendMail({
          from: MAIL_FROM,
          to: mail.to_address,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          text: mail.text_body,
          // Stable per outbox row: if a crash makes us send a mail twice, mail clients see one message.
          messageId: `<${mail.id}@outbox.invalid>`,
        });
      },
    });
    app.decorate('mailOutbox', { nudge: () => worker.nudge() });
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => {
      await worker.stop();
      transport.close();
    });
    app.log.info({ smtp: new URL(SMTP_URL).host }, 'outbox: sending mail through SMTP');
  },
  { name: 'mail', dependencies: ['database'] },
);
