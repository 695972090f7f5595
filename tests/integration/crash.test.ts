import { spawn, type ChildProcess } from 'node:child_process';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Db } from '@/server/db/database';

import { compiledEntry } from '../support/compiled';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/database';
import { freePort } from '../support/ports';
import { eventually, startSmtpPeer, type SmtpPeer } from '../support/smtp';

/**
 * The real server process, posted to by several clients at once, killed with SIGKILL at random moments and
 * started again: every enquiry it acknowledged (201) is still there with its notification mail, the mails are
 * all delivered after the last start (at least once, each with its own stable Message-ID), and the SQLite file
 * passes PRAGMA integrity_check. CRASH_SEED picks other moments, CRASH_KILLS more kills (CRASH_LOG=info shows the
 * server's log); the figures are printed.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const CLIENTS = 4;
const SEED = Number(process.env.CRASH_SEED ?? 7);

/** mulberry32: the same "random" moments on every run of a seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds)('kill -9 under load on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpPeer;
  let port: number;
  let child: ChildProcess | undefined;
  let db: Db;

  async function startProcess() {
    child = spawn(process.execPath, [compiledEntry('server')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.CRASH_LOG ?? 'error',
        HOST: '127.0.0.1',
        PORT: String(port),
        SERVE_SITE: 'false',
        DEMO_DATA: 'false',
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        MAIL_POLL_INTERVAL_MS: '200',
        MAIL_RETRY_BASE_MS: '100',
        ENQUIRY_RATE_LIMIT_MAX: '1000000',
      },
      stdio: ['ignore', process.env.CRASH_LOG ? 'inherit' : 'ignore', 'inherit'],
    });
    await eventually(
      'the server to answer',
      async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok,
      30_000,
    );
  }

  async function kill() {
    const running = child!;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpPeer();
    port = await freePort();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) await kill();
    await db?.destroy();
    await smtp?.stop();
    await database?.drop();
  });

  it('keeps every acknowledged enquiry and its mail, and delivers every mail', { timeout: 180_000 }, async () => {
    const random = randomFrom(SEED);
    const acknowledged = new Map<string, string>();
    let attempts = 0;
    let stopping = false;

    async function client(number: number) {
      for (let n = 0; !stopping; n++) {
        const firstName = `Crash${number}x${n}`;
        attempts++;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/enquiries`, {
            method: 'POST',
            headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
            body: JSON.stringify({
              form: 'contact',
              firstName,
              lastName: 'Example',
              email: 'crash@example.com',
              message: 'Posted while the server is being killed.',
              consent: true,
            }),
            signal: AbortSignal.timeout(5000),
          });
          if (res.status === 201) acknowledged.set(((await res.json()) as { id: string }).id, firstName);
        } catch {
          // Killed mid-request: not acknowledged, so nothing is owed. Wait for the restart.
          await sleep(50);
        }
      }
    }

    await startProcess();
    const clients = Array.from({ length: CLIENTS }, (_, number) => client(number));
    for (let cycle = 0; cycle < KILLS; cycle++) {
      await sleep(300 + random() * 1200);
      await kill();
      await startProcess();
    }
    await sleep(500);
    stopping = true;
    await Promise.all(clients);

    db = openDatabase(database.url);
    const ids = [...acknowledged.keys()];
    const stored = new Set<string>();
    const mailed = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      for (const row of await db.selectFrom('enquiries').select('id').where('id', 'in', chunk).execute()) {
        stored.add(row.id);
      }
      for (const row of await db
        .selectFrom('mail_outbox')
        .select('enquiry_id')
        .where('enquiry_id', 'in', chunk)
        .execute()) {
        mailed.add(row.enquiry_id!);
      }
    }
    const integrity =
      kind === 'sqlite' ? (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows : [];

    // Every mail is delivered once the server runs again: those it held when killed are taken back at once.
    const allMails = await db.selectFrom('mail_outbox').select('id').execute();
    await eventually(
      'every mail to be sent',
      async () => {
        const row = await db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<string | number>().as('unsent'))
          .where('status', '!=', 'sent')
          .executeTakeFirstOrThrow();
        return Number(row.unsent) === 0;
      },
      20_000,
    );
    const messageIds = smtp.received.map((mail) => mail.headers['message-id']);
    const distinct = new Set(messageIds);

    console.log(
      `kill -9 on ${kind} (seed ${SEED}): ${KILLS} kills, ${CLIENTS} clients, ${attempts} posts, ` +
        `${acknowledged.size} acknowledged, ${stored.size} found, ${mailed.size} with their mail; ` +
        `${allMails.length} mails, ${messageIds.length} delivered (${messageIds.length - distinct.size} again, same Message-ID)` +
        (kind === 'sqlite' ? `; integrity_check: ${integrity.map((r) => r.integrity_check).join(', ')}` : ''),
    );
    expect(acknowledged.size).toBeGreaterThan(KILLS * 5);
    expect(ids.filter((id) => !stored.has(id))).toEqual([]);
    expect(ids.filter((id) => !mailed.has(id))).toEqual([]);
    if (kind === 'sqlite') expect(integrity).toEqual([{ integrity_check: 'ok' }]);
    expect(distinct.size).toBe(allMails.length);
  });
});
