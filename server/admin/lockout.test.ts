import { beforeEach, describe, expect, it } from 'vitest';

import { testDatabaseKinds } from '@/tests/support/database';
import { serverOn } from '@/tests/support/server';
import { createTestStaff, totpCode } from '@/tests/support/staff';

import { disableStaff, resetStaff } from './accounts';
import { attemptLogin } from './login';

/** What an attacker sees of the lockout must not tell which addresses have staff accounts. */
describe.each(testDatabaseKinds)('the login lockout on %s', (kind) => {
  const running = serverOn(kind, { SERVE_SITE: 'false', DEMO_DATA: 'false' });
  // Each test from its own address, so the per-address limit (20 tries) is not what answers.
  let client = 0;
  beforeEach(() => void client++);
  const login = (email: string, password = 'not the password', code = '123456') =>
    running.server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: `192.0.2.${client}`,
      headers: { origin: 'http://localhost', host: 'localhost' },
      payload: { email, password, code },
    });
  const fiveFailures = async (email: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(email)).statusCode);
    return statuses;
  };

  it('locks an unknown address, a disabled account and a real one alike', async () => {
    const staff = await createTestStaff(running.server.app.db);
    const disabled = await createTestStaff(running.server.app.db);
    await disableStaff(running.server.app.db, disabled.email);

    const known = await fiveFailures(staff.email);
    const unknown = await fiveFailures('nobody-here@example.com');
    const off = await fiveFailures(disabled.email);
    expect(known).toEqual([401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
    expect(off).toEqual(known);

    // Locked alike: the same answer, and a wait that differs only by the seconds between the tries.
    const lockedAnswers = await Promise.all(
      [staff.email, 'nobody-here@example.com', disabled.email].map(async (email) => {
        const res = await login(email);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(20);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
        return { status: res.statusCode, body: res.json() as unknown };
      }),
    );
    expect(lockedAnswers[1]).toEqual(lockedAnswers[0]);
    expect(lockedAnswers[2]).toEqual(lockedAnswers[0]);
  });

  it('after a lock ends, checks one guess, then locks for twice as long; a success clears the count', async () => {
    const db = running.server.app.db;
    const staff = await createTestStaff(db);
    const limits = { idleMinutes: 30, absoluteHours: 12 };
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const attempt = (seconds: number, password = 'not the password', code = '123456') =>
      attemptLogin(db, { email: staff.email, password, code }, limits, at(seconds));

    for (let i = 0; i < 4; i++) expect(await attempt(i)).toEqual({ kind: 'invalid' });
    expect(await attempt(10)).toEqual({ kind: 'locked', retryAfterSeconds: 23 });
    expect(await attempt(34)).toEqual({ kind: 'invalid' });
    expect(await attempt(35)).toEqual({ kind: 'locked', retryAfterSeconds: 59 });
    // The right credentials inside the lock are refused unchecked (their code is not used up), let in after it.
    const code = await totpCode(staff.secret);
    expect(await attempt(90, staff.password, code)).toEqual({ kind: 'locked', retryAfterSeconds: 4 });
    expect((await attempt(95, staff.password, code)).kind).toBe('ok');
    expect(await attempt(96)).toEqual({ kind: 'invalid' });
    const failedAttempts = await db
      .selectFrom('audit_log')
      .select('detail')
      .where('staff_email', '=', staff.email)
      .where('action', '=', 'login-failed')
      .execute();
    // Every guess checked is in the audit log, and the count starts again after the success.
    const details = failedAttempts.map((row) => JSON.parse(row.detail!) as { failedAttempts: number });
    expect(details.sort((a, b) => a.failedAttempts - b.failedAttempts)).toEqual([
      { failedAttempts: 1 },
      { failedAttempts: 1 },
      { failedAttempts: 2 },
      { failedAttempts: 3 },
      { failedAttempts: 4, lockedForSeconds: 30 },
      { failedAttempts: 5, lockedForSeconds: 60 },
    ]);
  });

  it('lets the right credentials in again after a reset, which unlocks', async () => {
    const staff = await createTestStaff(running.server.app.db);
    await fiveFailures(staff.email);
    const { totpSecret } = await resetStaff(running.server.app.db, staff.email, staff.password);
    expect((await login(staff.email.toUpperCase(), staff.password, await totpCode(totpSecret))).statusCode).toBe(200);
  });
});
