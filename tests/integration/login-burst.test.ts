import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GUESSES_BEFORE_LOCK } from '@/server/admin/login';
import { openDatabase, type Db } from '@/server/db/database';

import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/database';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestStaff, totpCode } from '../support/staff';

/**
 * The login lockout against a parallel burst: 30 logins for one account sent at once, split between two server
 * processes on one database (PostgreSQL, or one SQLite file), each from its own client address (so the
 * per-address rate limit is not what answers). A guess is evaluated when the server checks the password: the
 * audit log has one `login-failed` (or `login`) entry for each, written after the check. The lock allows
 * GUESSES_BEFORE_LOCK of them; every other request must be refused with 429, unevaluated.
 */
const BURST = 30;

describe.each(testDatabaseKinds)('a parallel burst of logins against two instances on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let instances: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // TRUST_PROXY: each request's X-Forwarded-For is its client address, as behind the production proxy.
    const env = { DATABASE_URL: database.url, SERVE_SITE: 'false', DEMO_DATA: 'false', TRUST_PROXY: '127.0.0.1' };
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    db = openDatabase(database.url);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.destroy();
    await database?.drop();
  });

  /** Request `n` of a burst: to one instance or the other, from a client address of its own. */
  async function login(n: number, credentials: { email: string; password: string; code: string }) {
    const { baseUrl } = instances[n % instances.length]!;
    const res = await fetch(`${baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': `198.51.100.${n + 1}` },
      body: JSON.stringify(credentials),
    });
    await res.text();
    return res;
  }

  /** How many of the account's guesses the servers evaluated (checked the password of), from the audit log. */
  async function evaluatedGuesses(email: string) {
    const rows = await db
      .selectFrom('audit_log')
      .select('action')
      .where('staff_email', '=', email)
      .where('action', 'in', ['login-failed', 'login'])
      .execute();
    return {
      wrong: rows.filter((row) => row.action === 'login-failed').length,
      right: rows.filter((row) => row.action === 'login').length,
    };
  }

  const wrongGuess = (email: string) => ({ email, password: 'a wrong password', code: '123456' });
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it(`evaluates only ${GUESSES_BEFORE_LOCK} of ${BURST} wrong guesses sent at once`, async () => {
    const staff = await createTestStaff(db);
    const statuses = (
      await Promise.all(Array.from({ length: BURST }, (_, n) => login(n, wrongGuess(staff.email))))
    ).map((res) => res.status);

    const evaluated = await evaluatedGuesses(staff.email);
    console.log(
      `login burst on ${kind}: ${BURST} wrong guesses at once to 2 instances: ${evaluated.wrong} evaluated; ` +
        `answers: ${count(statuses, 401)} x 401, ${count(statuses, 429)} x 429`,
    );
    expect(evaluated.wrong).toBe(GUESSES_BEFORE_LOCK);
    // Each evaluated guess was answered 401; every 429 is a guess never checked.
    expect(count(statuses, 401)).toBe(GUESSES_BEFORE_LOCK);
    expect(count(statuses, 429)).toBe(BURST - GUESSES_BEFORE_LOCK);
  });

  it('refuses the right password and code sent inside the burst once the account is locked', async () => {
    const staff = await createTestStaff(db);
    const wrong = Array.from({ length: BURST - 1 }, (_, n) => login(n, wrongGuess(staff.email)));
    // The first refusal means the lock is in force; the right credentials go out while the burst is answered.
    await Promise.any(
      wrong.map(async (answer) => ((await answer).status === 429 ? true : Promise.reject(new Error('not 429')))),
    );
    const right = await login(BURST - 1, {
      email: staff.email,
      password: staff.password,
      code: await totpCode(staff.secret),
    });
    const statuses = (await Promise.all(wrong)).map((res) => res.status);

    const evaluated = await evaluatedGuesses(staff.email);
    console.log(
      `login burst on ${kind}: ${BURST - 1} wrong guesses and the right one: ${evaluated.wrong} wrong evaluated, ` +
        `the right one answered ${right.status}`,
    );
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
    expect(evaluated).toEqual({ wrong: GUESSES_BEFORE_LOCK, right: 0 });
    expect(count(statuses, 401)).toBe(GUESSES_BEFORE_LOCK);
    const sessions = await db
      .selectFrom('staff_sessions')
      .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
      .select('token_hash')
      .where('staff_users.email', '=', staff.email)
      .execute();
    expect(sessions).toEqual([]);
  });
});
