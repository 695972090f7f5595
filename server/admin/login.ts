import { sql } from 'kysely';

import type { Db } from '../db/database';
import { recordAudit } from '../audit/audit-log';
import { verifyPassword, verifyTotp } from './credentials';
import { createSession, type SessionLimits } from './sessions';

/** After this many failures in a row, each further failure locks the account for a doubling time. */
export const FREE_ATTEMPTS = 4;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 60 * 60_000;

/** 0 for the first few failures, then 30 s, 1 min, 2 min ... up to an hour. */
export function lockDurationMs(failures: number): number {
  if (failures <= FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_ATTEMPTS - 1), LONGEST_LOCK_MS);
}

export type LoginResult =
  | { kind: 'ok'; staff: { id: string; email: string }; token: string; csrfToken: string }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number };

/**
 * Password (argon2id) and TOTP code, both required. The answer never says which was wrong or whether the account
 * exists; a locked account is not even tried.
 */
export async function attemptLogin(
  db: Db,
  credentials: { email: string; password: string; code: string },
  limits: SessionLimits,
  now = new Date(),
): Promise<LoginResult> {
  const email = credentials.email.trim().toLowerCase();
  const user = await db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
  if (!user || user.disabled_at) {
    await verifyPassword(null, credentials.password);
    return { kind: 'invalid' };
  }
  if (user.locked_until && user.locked_until > now.toISOString()) {
    return { kind: 'locked', retryAfterSeconds: Math.ceil((Date.parse(user.locked_until) - now.getTime()) / 1000) };
  }

  const passwordOk = await verifyPassword(user.password_hash, credentials.password);
  const step = passwordOk ? await verifyTotp(user.totp_secret, credentials.code.trim(), user.last_totp_step) : null;

  if (step === null) {
    const failed = await db
      .updateTable('staff_users')
      .set({ failed_attempts: sql<number>`failed_attempts + 1`, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    const lockMs = lockDurationMs(failed.failed_attempts);
    if (lockMs > 0) {
      await db
        .updateTable('staff_users')
        .set({ locked_until: new Date(now.getTime() + lockMs).toISOString() })
        .where('id', '=', user.id)
        .execute();
    }
    await recordAudit(db, {
      staff: { id: user.id, email: user.email },
      action: 'login-failed',
      detail: { failedAttempts: failed.failed_attempts, ...(lockMs > 0 && { lockedForSeconds: lockMs / 1000 }) },
    });
    return lockMs > 0 ? { kind: 'locked', retryAfterSeconds: lockMs / 1000 } : { kind: 'invalid' };
  }

  await db
    .updateTable('staff_users')
    .set({
      failed_attempts: 0,
      locked_until: null,
      last_totp_step: step,
      last_login_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', user.id)
    .execute();
  const session = await createSession(db, user.id, limits, now);
  await recordAudit(db, { staff: { id: user.id, email: user.email }, action: 'login' });
  return { kind: 'ok', staff: { id: user.id, email: user.email }, ...session };
}
