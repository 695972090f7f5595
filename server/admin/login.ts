import { createHash } from 'node:crypto';

import { sql, type RawBuilder } from 'kysely';

import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { verifyPassword, verifyTotp } from './credentials';
import { createSession, type SessionLimits } from './sessions';

/**
 * Guesses an address may have checked before it is locked; from then on one guess per lock, each lock twice as
 * long as the one before, up to an hour.
 */
export const GUESSES_BEFORE_LOCK = 4;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 60 * 60_000;

/** The lock that follows `attempts` attempts in a row without a success: none at first, then 30 s, 1 min ... 1 h. */
export function lockDurationMs(attempts: number): number {
  if (attempts < GUESSES_BEFORE_LOCK) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (attempts - GUESSES_BEFORE_LOCK), LONGEST_LOCK_MS);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The key of an address's failures: a hash, so the addresses people try are not stored. */
export const loginFailureKey = (email: string) =>
  createHash('sha256').update(normaliseEmail(email)).digest('base64url');

/** Forgets an address's failures (a successful login, or an account reset from the command line). */
export async function clearLoginFailures(db: Db, email: string) {
  await db.deleteFrom('login_failures').where('email_hash', '=', loginFailureKey(email)).execute();
}

/** When the lock that `attempts` attempts earn ends, counted from `now` (null: no lock yet). */
function lockEnd(attempts: number, now: Date) {
  const ms = lockDurationMs(attempts);
  return ms > 0 ? new Date(now.getTime() + ms).toISOString() : null;
}

/**
 * `lockEnd` in SQL, for a count the database computes: a CASE with one branch per lock length, so the statement
 * that counts an attempt also sets the lock it earns, and no second step can race with it.
 */
function lockEndSql(attempts: RawBuilder<number>, now: Date) {
  const branches = [sql`when (${attempts}) < ${GUESSES_BEFORE_LOCK} then null`];
  let n = GUESSES_BEFORE_LOCK;
  while (lockDurationMs(n) < LONGEST_LOCK_MS) {
    branches.push(sql`when (${attempts}) = ${n} then ${lockEnd(n, now)}`);
    n++;
  }
  // From here on every attempt earns the longest lock.
  return sql<string | null>`case ${sql.join(branches, sql` `)} else ${lockEnd(n, now)} end`;
}

/**
 * Counts an attempt for the address BEFORE its guess is checked, in one atomic statement (an upsert that leaves a
 * locked row alone): every attempt is a failure until it succeeds, and the attempt that earns a lock sets it at
 * once. So attempts sent in parallel, to any instance, find the address locked as soon as the allowed number are
 * counted, and only those are checked. Returns the count with the lock it set, or undefined while the address is
 * locked (nothing counted: the guess is not to be checked).
 */
async function countAttempt(db: Db, email: string, now: Date) {
  const nowIso = now.toISOString();
  const counted = await db
    .insertInto('login_failures')
    .values({
      email_hash: loginFailureKey(email),
      failed_attempts: 1,
      locked_until: lockEnd(1, now),
      last_failed_at: nowIso,
    })
    .onConflict((oc) =>
      oc
        .column('email_hash')
        .doUpdateSet({
          failed_attempts: sql<number>`login_failures.failed_attempts + 1`,
          locked_until: lockEndSql(sql<number>`login_failures.failed_attempts + 1`, now),
          last_failed_at: nowIso,
        })
        .where((eb) =>
          eb.or([eb('login_failures.locked_until', 'is', null), eb('login_failures.locked_until', '<=', nowIso)]),
        ),
    )
    .returning('failed_attempts')
    .executeTakeFirst();
  if (!counted) return undefined;
  const attempts = Number(counted.failed_attempts);
  return { attempts, lockMs: lockDurationMs(attempts) };
}

/** How long the address's lock has left, in whole seconds (at least 1: the caller is refusing now). */
async function lockRemainingSeconds(db: Db, email: string, now: Date) {
  const lock = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('email_hash', '=', loginFailureKey(email))
    .executeTakeFirst();
  const until = lock?.locked_until ? Date.parse(lock.locked_until) : now.getTime();
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

export type LoginResult =
  | { kind: 'ok'; staff: { id: string; email: string }; token: string; csrfToken: string }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number };

/**
 * Password (argon2id) and TOTP code, both required. The answer never says which was wrong or whether the account
 * exists: attempts are counted and locked per address (the key of the account, if there is one), with or without
 * an account, the same work is done for an unknown address as for a known one, and a locked address is not even
 * tried: `locked` means the guess was not checked.
 */
export async function attemptLogin(
  db: Db,
  credentials: { email: string; password: string; code: string },
  limits: SessionLimits,
  now = new Date(),
): Promise<LoginResult> {
  const email = normaliseEmail(credentials.email);
  const counted = await countAttempt(db, email, now);
  if (!counted) return { kind: 'locked', retryAfterSeconds: await lockRemainingSeconds(db, email, now) };

  const found = await db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
  const user = found && !found.disabled_at ? found : undefined;
  const passwordOk = await verifyPassword(user?.password_hash ?? null, credentials.password);
  const step =
    user && passwordOk ? await verifyTotp(user.totp_secret, credentials.code.trim(), user.last_totp_step) : null;

  if (!user || step === null) {
    // Already counted; the audit log records each guess checked against an account.
    if (user) {
      await recordAudit(db, {
        staff: { id: user.id, email: user.email },
        action: 'login-failed',
        detail: {
          failedAttempts: counted.attempts,
          ...(counted.lockMs > 0 && { lockedForSeconds: counted.lockMs / 1000 }),
        },
      });
    }
    return { kind: 'invalid' };
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
