import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { compiledEntry } from '@/tests/support/compiled';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@/tests/support/database';
import { newEnquiry } from '@/tests/support/enquiries';

import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { countHit } from '../rate-limit/database-store';
import { purgeExpired, retentionCutoff } from './retention';
import { saveEnquiry } from './save-enquiry';

describe('retentionCutoff', () => {
  it('goes back whole calendar months', () => {
    expect(retentionCutoff(12, new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2025-11-22T10:00:00.000Z');
    expect(retentionCutoff(1, new Date('2026-03-15T00:00:00Z')).toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });
});

describe.each(testDatabaseKinds)('purging expired data on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = openDatabase(database.url);
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const age = async (id: string, createdAt: string, mailStatus: 'sent' | 'pending') => {
    await db.updateTable('enquiries').set({ created_at: createdAt }).where('id', '=', id).execute();
    await db
      .updateTable('mail_outbox')
      .set({ created_at: createdAt, status: mailStatus })
      .where('enquiry_id', '=', id)
      .execute();
  };

  it('deletes enquiries past the retention period with their mails, and keeps the rest', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const old = await saveEnquiry(db, 'practice@example.com', newEnquiry('Old'));
    const recent = await saveEnquiry(db, 'practice@example.com', newEnquiry('Recent'));
    await age(old, '2025-11-01T09:00:00.000Z', 'sent');
    await age(recent, '2026-10-01T09:00:00.000Z', 'sent');
    await countHit(db, 'client-a', 1000, now.getTime() - 5000);

    const result = await purgeExpired(db, 12, now);
    expect(result).toMatchObject({ enquiries: 1, mails: 0, rateLimitWindows: 1 });
    const left = await db.selectFrom('enquiries').select('first_name').execute();
    expect(left).toEqual([{ first_name: 'Recent' }]);
    const mails = await db.selectFrom('mail_outbox').select('enquiry_id').execute();
    expect(mails).toEqual([{ enquiry_id: recent }]);
  });

  it('never deletes a mail that has not been sent yet', async () => {
    const id = await saveEnquiry(db, 'practice@example.com', newEnquiry('Waiting'));
    await db.updateTable('mail_outbox').set({ enquiry_id: null, created_at: '2020-01-01T00:00:00.000Z' }).execute();
    await db.deleteFrom('enquiries').where('id', '=', id).execute();
    const result = await purgeExpired(db, 12, new Date('2026-11-22T12:00:00Z'));
    expect(result.mails).toBe(0);
    expect(await db.selectFrom('mail_outbox').select('status').execute()).toEqual([{ status: 'pending' }]);
  });
});

describe('npm run purge', () => {
  it('runs against DATABASE_URL and reports what it deleted', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [compiledEntry('purge')], {
        env: { ...process.env, DATABASE_URL: database.url, ENQUIRY_RETENTION_MONTHS: '6' },
      });
      expect(JSON.parse(stdout)).toMatchObject({ retentionMonths: 6, enquiries: 0, mails: 0 });
    } finally {
      await database.drop();
    }
  }, 60_000);
});
