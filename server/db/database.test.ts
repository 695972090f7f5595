import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@/tests/support/database';

import { openDatabase, sqlitePath, type Db } from './database';
import { migrateToLatest, migrationFilePattern } from './migrate';

const now = () => new Date().toISOString();

/** Every migration file, in the order they run (other features add theirs to the folder). */
const everyMigration = readdirSync(path.join(import.meta.dirname, 'migrations'))
  .filter((file) => migrationFilePattern.test(file))
  .map((file) => file.replace(/\.(ts|js)$/, ''))
  .sort();

/**
 * Migrates `url` from several processes at the same moment: each loads the code, says "ready", and starts
 * only when every one of them is ready. Returns what each applied.
 */
async function migrateFromProcessesAtOnce(url: string, count: number): Promise<string[][]> {
  const child = `
    const { openDatabase } = await import('./server/db/database.ts');
    const { migrateToLatest } = await import('./server/db/migrate.ts');
    const db = openDatabase(process.env.DATABASE_URL);
    console.log('ready');
    await new Promise((resolve) => process.stdin.once('data', resolve));
    console.log(JSON.stringify(await migrateToLatest(db)));
    await db.destroy();
    process.stdin.destroy();`;
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  const lines = children.map((c) => createInterface({ input: c.stdout! })[Symbol.asyncIterator]());
  const nextLine = async (i: number) => (await lines[i]!.next()).value as string;
  expect(await Promise.all(children.map((_, i) => nextLine(i)))).toEqual(children.map(() => 'ready'));
  for (const c of children) c.stdin!.write('go\n');
  return Promise.all(children.map(async (_, i) => JSON.parse(await nextLine(i)) as string[]));
}

function enquiryRow(overrides: Partial<{ id: string; created_at: string }> = {}) {
  return {
    id: randomUUID(),
    form: 'contact' as const,
    first_name: 'Ann',
    last_name: 'Example',
    phone: null,
    email: 'ann@example.com',
    message: 'My knee clicks on the stairs.',
    subject: 'Website: message',
    consented_at: now(),
    created_at: now(),
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('data layer on %s', (kind) => {
  let database: TestDatabase;
  const opened: Db[] = [];
  const open = () => {
    const db = openDatabase(database.url);
    opened.push(db);
    return db;
  };

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
    await database?.drop();
  });

  it('creates every table on first start and has nothing left to do on the next', async () => {
    const db = open();
    const applied = await migrateToLatest(db);
    expect(applied).toEqual(everyMigration);
    expect(applied.slice(0, 2)).toEqual(['2026-11-22-01-enquiries-and-outbox', '2026-11-22-02-rate-limit-hits']);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['enquiries', 'mail_outbox', 'rate_limit_hits']));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('lets several instances start at once: every migration runs exactly once', async () => {
    // Separate processes, as real instances are (one process's connections share a thread, so SQLite's
    // lock wait would block the very instance holding the lock).
    const runs = await migrateFromProcessesAtOnce(database.url, 3);
    expect(runs.flat().sort()).toEqual(everyMigration);
    const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(open());
    expect(recorded.rows).toHaveLength(everyMigration.length);
  }, 60_000);

  it('stores and reads back a row, timestamps as the same ISO text on both databases', async () => {
    const db = open();
    await migrateToLatest(db);
    const row = enquiryRow({ created_at: '2026-11-22T09:15:00.000Z' });
    await db.insertInto('enquiries').values(row).execute();
    const stored = await db.selectFrom('enquiries').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ ...row, is_spam: 0 });
    const older = await db
      .selectFrom('enquiries')
      .select('id')
      .where('created_at', '<', '2026-12-01T00:00:00.000Z')
      .execute();
    expect(older.map((r) => r.id)).toEqual([row.id]);
  });

  it('enforces foreign keys: deleting an enquiry deletes its mails', async () => {
    const db = open();
    await migrateToLatest(db);
    const row = enquiryRow();
    await db.insertInto('enquiries').values(row).execute();
    const mail = {
      id: randomUUID(),
      enquiry_id: row.id,
      to_address: 'practice@example.com',
      reply_to: row.email,
      subject: 'Hello',
      text_body: 'Body',
      next_attempt_at: now(),
      claimed_by: null,
      claim_expires_at: null,
      last_error: null,
      sent_at: null,
      created_at: now(),
      updated_at: now(),
    };
    await db.insertInto('mail_outbox').values(mail).execute();
    await expect(
      db
        .insertInto('mail_outbox')
        .values({ ...mail, id: randomUUID(), enquiry_id: randomUUID() })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
    await db.deleteFrom('enquiries').where('id', '=', row.id).execute();
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('rolls back a failed transaction completely', async () => {
    const db = open();
    await migrateToLatest(db);
    const row = enquiryRow();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('enquiries').values(row).execute();
        throw new Error('mail could not be queued');
      }),
    ).rejects.toThrow('mail could not be queued');
    expect(await db.selectFrom('enquiries').select('id').execute()).toEqual([]);
  });
});

describe('SQLite settings', () => {
  it('uses WAL, a busy timeout, foreign keys and full sync', async () => {
    const database = await createTestDatabase('sqlite');
    const db = openDatabase(database.url);
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('synchronous')).toBe(2);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('reads file: URLs in their usual forms, and defaults to data/site.db', () => {
    expect(sqlitePath('file:/srv/site.db')).toBe('/srv/site.db');
    expect(sqlitePath('file:///srv/site.db')).toBe('/srv/site.db');
    expect(loadConfig({}).DATABASE_URL).toMatch(/^file:.*\/data\/site\.db$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe.each(testDatabaseKinds)('the database plugin on %s', (kind) => {
  it('offers app.db, reports it on /readyz and closes it with the server', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SERVE_SITE: 'false', DATABASE_URL: database.url }));
    try {
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: expect.objectContaining({ database: true }) });
      expect(await app.db.selectFrom('enquiries').select('id').execute()).toEqual([]);
    } finally {
      await app.close();
      await database.drop();
    }
    await expect(app.db.selectFrom('enquiries').select('id').execute()).rejects.toThrow();
  });
});
