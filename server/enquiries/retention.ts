import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { sweepExpiredHits } from '../rate-limit/database-store';

/** The moment `months` calendar months before `now`: anything created before it is past retention. */
export function retentionCutoff(months: number, now = new Date()) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes what the practice no longer needs to keep: enquiries older than the retention period (their mails
 * go with them), finished mails that old, and rate-limit windows that have ended. Mails still waiting to be
 * sent are kept whatever their age, so nothing is lost before it reached the practice.
 */
export async function purgeExpired(db: Kysely<Database>, months: number, now = new Date()) {
  const cutoff = retentionCutoff(months, now).toISOString();
  return db.transaction().execute(async (trx) => {
    const enquiries = await trx.deleteFrom('enquiries').where('created_at', '<', cutoff).executeTakeFirst();
    const mails = await trx
      .deleteFrom('mail_outbox')
      .where('created_at', '<', cutoff)
      .where('status', 'in', ['sent', 'failed'])
      .executeTakeFirst();
    return {
      cutoff,
      enquiries: Number(enquiries.numDeletedRows),
      mails: Number(mails.numDeletedRows),
      rateLimitWindows: await sweepExpiredHits(trx, now.getTime()),
    };
  });
}
