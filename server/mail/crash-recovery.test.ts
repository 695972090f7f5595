import { createServer, type Socket } from 'node:net';
import { hostname } from 'node:os';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@/tests/support/database';
import { newEnquiry } from '@/tests/support/enquiries';
import { freePort } from '@/tests/support/ports';
import { startServer, type RunningServer } from '@/tests/support/server';
import { eventually, startSmtpPeer, type SmtpPeer } from '@/tests/support/smtp';

import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { saveEnquiry } from '../enquiries/save-enquiry';
import { claimDueMails } from './outbox';
import { SEND_LEASE_MS } from './plugin';

/** What an instance leaves behind when it is killed mid-send: its mails claimed for ten minutes. */
const claimAsKilledInstance = (db: Db, port: number) =>
  claimDueMails(db, `${hostname()}:${port}`, { leaseMs: 10 * 60_000 });

describe.each(testDatabaseKinds)('the outbox after a crash on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: SmtpPeer;
  let port: number;
  const servers: RunningServer[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer({
      DATABASE_URL: database.url,
      SERVE_SITE: 'false',
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '100',
      PORT: String(port),
      ...env,
    });
    servers.push(server);
    return server;
  };
  const mailsTo = (firstName: string) => smtp.received.filter((m) => m.body.includes(`Name: ${firstName} Example`));

  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = openDatabase(database.url);
    await migrateToLatest(db);
    port = await freePort();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
    await db.destroy();
    await database.drop();
  });
  afterAll(() => smtp?.stop());

  it('takes back the mails it held at once when it starts again, instead of waiting for the claims to expire', async () => {
    const id = await saveEnquiry(db, 'practice@example.com', newEnquiry('Crashed'));
    expect(await claimAsKilledInstance(db, port)).toHaveLength(1);

    await start();
    await eventually('the mail left by the crash', () => mailsTo('Crashed').length === 1, 5000);
    const row = await eventually('the mail marked sent', () =>
      db
        .selectFrom('mail_outbox')
        .select('status')
        .where('enquiry_id', '=', id)
        .where('status', '=', 'sent')
        .executeTakeFirst(),
    );
    expect(row.status).toBe('sent');
  });

  it('leaves alone what another instance holds until its claim expires', async () => {
    await saveEnquiry(db, 'practice@example.com', newEnquiry('Elsewhere'));
    expect(await claimAsKilledInstance(db, port + 1)).toHaveLength(1);
    await start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('Elsewhere')).toEqual([]);
  });

  it('sends a mail sent but not yet marked sent again, as the same message (same Message-ID)', async () => {
    const first = await start();
    // Through the running server's connection: in one process, two SQLite connections would wait on each other.
    const id = await saveEnquiry(first.app.db, 'practice@example.com', newEnquiry('Twice'));
    first.app.mailOutbox.nudge();
    await eventually('the first copy', () => mailsTo('Twice').length === 1 && mailsTo('Twice'));
    await eventually('the mail marked sent', () =>
      db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'sent')
        .where('enquiry_id', '=', id)
        .executeTakeFirst(),
    );
    await first.close();
    servers.splice(0);
    // As if the process died after the mail server took the mail and before the row said so.
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sending', claimed_by: `${hostname()}:${port}`, sent_at: null })
      .where('enquiry_id', '=', id)
      .execute();

    await start();
    const copies = await eventually('the second copy', () => mailsTo('Twice').length === 2 && mailsTo('Twice'), 5000);
    expect(copies[0]!.headers['message-id']).toMatch(/^<[\w-]+@outbox\.invalid>$/);
    expect(copies[1]!.headers['message-id']).toBe(copies[0]!.headers['message-id']);
  });

  it('claims a mail only for as long as a send can take', async () => {
    // A mail server that accepts connections and never answers.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const server = await start({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as { port: number }).port}` });
    const id = await saveEnquiry(server.app.db, 'practice@example.com', newEnquiry('Slow'));
    server.app.mailOutbox.nudge();
    const claim = await eventually('the claim', () =>
      server.app.db
        .selectFrom('mail_outbox')
        .select(['claim_expires_at', 'updated_at'])
        .where('enquiry_id', '=', id)
        .where('status', '=', 'sending')
        .executeTakeFirst(),
    );
    const leaseMs = Date.parse(claim.claim_expires_at!) - Date.parse(claim.updated_at);
    expect(leaseMs).toBe(SEND_LEASE_MS);
    expect(leaseMs).toBeLessThanOrEqual(60_000);

    // The mail server goes away: the send fails at once instead of at the greeting time-out, and the server closes.
    await eventually('the connection to the mail server', () => sockets.size > 0);
    const closed = new Promise((resolve) => silent.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  });
});
