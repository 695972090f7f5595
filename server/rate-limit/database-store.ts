import { createHash } from 'node:crypto';

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** Only a hash of the key (which holds the client's address) is written to the database. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counts hits in a window with one atomic upsert, so the count is right when several server instances share
 * one PostgreSQL database. Same contract as @fastify/rate-limit's in-memory store.
 */
export async function countHit(db: Kysely<Database>, key: string, timeWindowMs: number, now = Date.now()) {
  const nowIso = new Date(now).toISOString();
  const freshEnd = new Date(now + timeWindowMs).toISOString();
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key: hashKey(key), hits: 1, window_ends_at: freshEnd })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // An expired window starts again at 1; a live one counts on.
        hits: sql<number>`case when rate_limit_hits.window_ends_at <= ${nowIso} then 1 else rate_limit_hits.hits + 1 end`,
        window_ends_at: sql<string>`case when rate_limit_hits.window_ends_at <= ${nowIso} then ${freshEnd} else rate_limit_hits.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.window_ends_at) - now) };
}

/** Forgets windows that have ended: client addresses (hashed) are kept only while the limiter needs them. */
export async function sweepExpiredHits(db: Kysely<Database>, now = Date.now()) {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('window_ends_at', '<=', new Date(now).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The store class @fastify/rate-limit instantiates, bound to our database. */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child() {
      return new DatabaseRateLimitStore();
    }
  };
}
