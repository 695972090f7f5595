import { execFile } from 'node:child_process';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openDatabase, type Db } from '@/server/db/database';
import { attemptLogin } from '@/server/admin/login';
import { practice } from '@/content/practice';

import { createTestDatabase, type TestDatabase } from '../support/database';
import { compiledEntry } from '../support/compiled';
import { totpCode } from '../support/staff';

const limits = { idleMinutes: 30, absoluteHours: 12 };

// The back office's address comes from each test, not from the shell that runs them.
const inherited = { ...process.env };
delete inherited.ADMIN_ORIGIN;

/** `npm run admin -- ...` as staff would run it, with the password piped in on stdin. */
function admin(databaseUrl: string, args: string[], stdin = '', env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [compiledEntry('admin'), ...args],
      { env: { ...inherited, DATABASE_URL: databaseUrl, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(stdin);
  });
}

// Each test starts the CLI as its own Node process: allow for a busy CI machine.
describe('the staff account command line', { timeout: 60_000 }, () => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    db = openDatabase(database.url);
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  it('creates an account, shows its TOTP key once, and the account can then log in', async () => {
    const created = await admin(database.url, ['create', 'Sarah@Example.com'], 'a long enough password\n');
    expect(created.code).toBe(0);
    const key = created.stdout.match(/Key: +([A-Z2-7]+)/)?.[1];
    expect(key).toBeDefined();
    expect(created.stdout).toMatch(/URI: +otpauth:\/\/totp\/.*sarah%40example\.com/);

    const login = await attemptLogin(
      db,
      { email: 'sarah@example.com', password: 'a long enough password', code: await totpCode(key!) },
      limits,
    );
    expect(login.kind).toBe('ok');
  });

  it('says where to log in: the back office on the API’s origin when it is elsewhere (ADMIN_ORIGIN), else the site', async () => {
    const split = await admin(database.url, ['create', 'api@example.com'], 'a long enough password\n', {
      ADMIN_ORIGIN: 'https://api.example.org',
    });
    expect(split.stdout).toContain('log in at https://api.example.org/admin ');
    const together = await admin(database.url, ['create', 'site@example.com'], 'a long enough password\n');
    expect(together.stdout).toContain(`log in at ${practice.siteUrl.replace(/\/$/, '')}/admin `);
  });

  it('refuses a short password and a second account for the same email', async () => {
    expect((await admin(database.url, ['create', 'a@example.com'], 'short\n')).stderr).toMatch(
      /at least 12 characters/,
    );
    await admin(database.url, ['create', 'a@example.com'], 'a long enough password\n');
    const again = await admin(database.url, ['create', 'a@example.com'], 'a long enough password\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already an account/);
  });

  it('disables an account (no more logins) and reset gives a new password and key', async () => {
    const created = await admin(database.url, ['create', 'b@example.com'], 'first long password\n');
    const firstKey = created.stdout.match(/Key: +([A-Z2-7]+)/)![1]!;
    expect((await admin(database.url, ['disable', 'b@example.com'])).code).toBe(0);
    const refused = await attemptLogin(
      db,
      { email: 'b@example.com', password: 'first long password', code: await totpCode(firstKey) },
      limits,
    );
    expect(refused.kind).toBe('invalid');

    const reset = await admin(database.url, ['reset', 'b@example.com'], 'second long password\n');
    const newKey = reset.stdout.match(/Key: +([A-Z2-7]+)/)![1]!;
    expect(newKey).not.toBe(firstKey);
    const login = await attemptLogin(
      db,
      { email: 'b@example.com', password: 'second long password', code: await totpCode(newKey) },
      limits,
    );
    expect(login.kind).toBe('ok');
  });

  it('explains its usage', async () => {
    const result = await admin(database.url, ['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Usage: npm run admin -- create <email>/);
  });
});
