import { createHash } from 'node:crypto';

import { sql } from 'kysely';

import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { verifyPassword, verifyTotp } from './credentials';
import { createSession, type SessionLimits } from './sessions';

/** After this many failures in a row, each further failure locks the address for a doubling time. */
const FREE_ATTEMPTS = 4;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 60 * 60_000;

/** 0 for the first few failures, then 30 s, 1 min, 2 min ... up to an hour. */
export function lockDurationMs(failures: number): number {
  if (failures <= FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_ATTEMPTS - 1), LONGEST_LOCK_MS);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The key of an address's failures: a hash, so the addresses people try are not stored. */
export const loginFailureKey = (email: string) =>
  createHash('sha256').update(normaliseEmail(email)).digest('base64url');

/** Forgets an address's failures (a successful login, or an account reset from the command line). */
export async function clearLoginFailures(db: Db, email: string) {
  await db.deleteFrom('login_failures').where('email_hash', '=', loginFailureKey(email)).execute();
}

/** Counts one more failure for the address and locks it when there have been too many; returns the lock. */
async function countFailure(db: Db, email: string, now: Date) {
  const nowIso = now.toISOString();
  const { failed_attempts: failures } = await db
    .insertInto('login_failures')
    .values({ email_hash: loginFailureKey(email), failed_attempts: 1, locked_until: null, last_failed_at: nowIso })
    .onConflict((oc) =>
      oc.column('email_hash').doUpdateSet({
        failed_attempts: sql<number>`login_failures.failed_attempts + 1`,
        last_failed_at: nowIso,
      }),
    )
    .returning('failed_attempts')
    .executeTakeFirstOrThrow();
  const lockMs = lockDurationMs(failures);
  if (lockMs > 0) {
    await db
      .updateTable('login_failures')
      .set({ locked_until: new Date(now.getTime() + lockMs).toISOString() })
      .where('email_hash', '=', loginFailureKey(email))
      .execute();
  }
  return { failures, lockMs };
}

export type LoginResult =
  | { kind: 'ok'; staff: { id: string; email: string }; token: string; csrfToken: string }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number };

/**
 * Password (argon2id) and TOTP code, both required. The answer never says which was wrong or whether the account
 * exists: failures are counted and locked per address, with or without an account, the same work is done for an
 * unknown address as for a known one, and a locked address is not even tried.
 */
export async function attemptLogin(
  db: Db,
  credentials: { email: string; password: string; code: string },
  limits: SessionLimits,
  now = new Date(),
): Promise<LoginResult> {
  const email = normaliseEmail(credentials.email);
  const lock = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('email_hash', '=', loginFailureKey(email))
    .executeTakeFirst();
  if (lock?.locked_until && lock.locked_until > now.toISOString()) {
    return { kind: 'locked', retryAfterSeconds: Math.ceil((Date.parse(lock.locked_until) - now.getTime()) / 1000) };
  }

  const found = await db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
  const user = found && !found.disabled_at ? found : undefined;
  const passwordOk = await verifyPassword(user?.password_hash ?? null, credentials.password);
  const step =
    user && passwordOk ? await verifyTotp(user.totp_secret, credentials.code.trim(), user.last_totp_step) : null;

  if (!user || step === null) {
    const { failures, lockMs } = await countFailure(db, email, now);
    if (user) {
      await recordAudit(db, {
        staff: { id: user.id, email: user.email },
        action: 'login-failed',
        detail: { failedAttempts: failures, ...(lockMs > 0 && { lockedForSeconds: lockMs / 1000 }) },
      });
    }
    return lockMs > 0 ? { kind: 'locked', retryAfterSeconds: lockMs / 1000 } : { kind: 'invalid' };
  }

  await clearLoginFailures(db, email);
  await db
    .updateTable('staff_users')
    .set({ last_totp_step: step, last_login_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  const session = await createSession(db, user.id, limits, now);
  await recordAudit(db, { staff: { id: user.id, email: user.email }, action: 'login' });
  return { kind: 'ok', staff: { id: user.id, email: user.email }, ...session };
}
