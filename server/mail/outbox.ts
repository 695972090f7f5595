import { randomUUID } from 'node:crypto';

import { sql, type Kysely, type Transaction } from 'kysely';

import { isPostgres } from '../db/database';
import type { Database } from '../db/schema';

export type OutgoingMail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The enquiry the mail is about; the mail is deleted with it. */
  enquiryId?: string;
};

export type ClaimedMail = Awaited<ReturnType<typeof claimDueMails>>[number];

/**
 * Puts a mail in the outbox. Call it inside the transaction that stores what the mail is about, so either
 * both are committed or neither is: a message is never stored without its notification, or the reverse.
 */
export async function enqueueMail(trx: Transaction<Database>, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await trx
    .insertInto('mail_outbox')
    .values({
      id,
      enquiry_id: mail.enquiryId ?? null,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      next_attempt_at: now,
      last_error: null,
      claimed_by: null,
      claim_expires_at: null,
      sent_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * Takes up to `limit` due mails for one worker in a single statement, so two workers (or two server
 * instances) never take the same mail: on PostgreSQL the candidate rows are locked with SKIP LOCKED; SQLite
 * has one writer at a time, so the UPDATE is atomic by itself. A mail whose claim has expired (its worker
 * died mid-send) is due again.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  workerId: string,
  { now = new Date(), leaseMs, limit = 10 }: { now?: Date; leaseMs: number; limit?: number },
) {
  const nowIso = now.toISOString();
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
        eb.and([eb('status', '=', 'sending'), eb('claim_expires_at', '<', nowIso)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit)
    .$if(isPostgres(db), (qb) => qb.forUpdate().skipLocked());

  return db
    .updateTable('mail_outbox')
    .set({
      status: 'sending',
      claimed_by: workerId,
      claim_expires_at: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: sql<number>`attempts + 1`,
      updated_at: nowIso,
    })
    .where('id', 'in', due)
    .returning(['id', 'to_address', 'reply_to', 'subject', 'text_body', 'attempts'])
    .execute();
}

/**
 * Puts back, due at once, the mails a worker with this id had claimed when its process stopped without finishing
 * (a crash, a kill): called when the worker starts, so they need not wait for their claims to expire. Returns how
 * many.
 */
export async function releaseClaims(db: Kysely<Database>, workerId: string) {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', claimed_by: null, claim_expires_at: null, next_attempt_at: now, updated_at: now })
    .where('status', '=', 'sending')
    .where('claimed_by', '=', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markSent(db: Kysely<Database>, mail: { id: string }, workerId: string) {
  const now = new Date().toISOString();
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, updated_at: now, last_error: null, claimed_by: null, claim_expires_at: null })
    .where('id', '=', mail.id)
    .where('claimed_by', '=', workerId)
    .execute();
}

/** Delay before the next try: base, 2 x base, 4 x base ... capped at an hour. */
const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

/** A failed try: due again after the backoff, or `failed` for good once the attempts are used up. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  mail: { id: string; attempts: number },
  workerId: string,
  error: string,
  { retryBaseMs, maxAttempts }: { retryBaseMs: number; maxAttempts: number },
) {
  const now = Date.now();
  const gaveUp = mail.attempts >= maxAttempts;
  await db
    .updateTable('mail_outbox')
    .set({
      status: gaveUp ? 'failed' : 'pending',
      last_error: error.slice(0, 1000),
      next_attempt_at: new Date(now + retryDelayMs(mail.attempts, retryBaseMs)).toISOString(),
      updated_at: new Date(now).toISOString(),
      claimed_by: null,
      claim_expires_at: null,
    })
    .where('id', '=', mail.id)
    .where('claimed_by', '=', workerId)
    .execute();
  return gaveUp ? 'failed' : 'pending';
}

export async function countPendingMails(db: Kysely<Database>) {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
