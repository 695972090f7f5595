import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/database';

export type SessionLimits = { idleMinutes: number; absoluteHours: number };

export type StaffSession = { tokenHash: string; staffId: string; email: string; csrfToken: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Touch the session at most this often: a busy page does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** A new session: the token goes in the cookie; only its hash is stored. */
export async function createSession(db: Db, staffId: string, limits: SessionLimits, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashToken(token),
      staff_id: staffId,
      csrf_token: csrfToken,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + limits.absoluteHours * 3_600_000).toISOString(),
    })
    .execute();
  return { token, csrfToken };
}

/**
 * The live session a cookie names, or null. A session ends when idle longer than the idle limit, at its absolute
 * end, or when its account is disabled; an ended session is deleted.
 */
export async function findSession(db: Db, token: string, limits: SessionLimits, now = new Date()) {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.token_hash',
      'staff_sessions.staff_id',
      'staff_sessions.csrf_token',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
      'staff_users.email',
      'staff_users.disabled_at',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;

  const idleSince = now.getTime() - Date.parse(row.last_seen_at);
  if (row.disabled_at || idleSince > limits.idleMinutes * 60_000 || now.toISOString() >= row.expires_at) {
    await endSession(db, tokenHash);
    return null;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return { tokenHash, staffId: row.staff_id, email: row.email, csrfToken: row.csrf_token } satisfies StaffSession;
}

export async function endSession(db: Db, tokenHash: string) {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

export async function endAllSessions(db: Db, staffId: string) {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

/** Constant-time comparison of the CSRF header with the session's token. */
export function csrfMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type AdminSettings = { cookieName: string; secureCookie: boolean; limits: SessionLimits };

/** The session cookie: `__Host-` (Secure, Path=/, no Domain) unless the documented http development switch is on. */
export function adminSettings(config: FastifyInstance['config']): AdminSettings {
  return {
    cookieName: config.ADMIN_INSECURE_COOKIES ? 'admin_session' : '__Host-admin_session',
    secureCookie: !config.ADMIN_INSECURE_COOKIES,
    limits: { idleMinutes: config.ADMIN_SESSION_IDLE_MINUTES, absoluteHours: config.ADMIN_SESSION_MAX_HOURS },
  };
}
