/**
 * The database as TypeScript sees it: one interface for SQLite and PostgreSQL alike. Migrations in
 * ./migrations create exactly these tables; change both together.
 *
 * Conventions that keep the two databases behaving the same:
 * - ids are UUID strings made by the application (no auto-increment differences);
 * - timestamps are ISO 8601 strings in UTC (`new Date().toISOString()`), which sort correctly as text;
 * - flags are integers 0 / 1 (SQLite has no boolean type).
 */
import type { Generated } from 'kysely';

import type { EnquiryRow, MailStatus } from '../../lib/admin/contracts';

export type IsoTimestamp = string;

/** The one row type, in lib/ (the back office's contract reads it too): a column per field of the form's schema. */
type EnquiriesTable = Omit<EnquiryRow, 'is_spam'> & { is_spam: Generated<number> };

// The statuses are part of the back office's API contract; the table stores the same names.

interface MailOutboxTable {
  id: string;
  /** The enquiry this mail announces; deleting the enquiry (retention purge) deletes the mail. */
  enquiry_id: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  /** A pending mail is due once this time has passed (moved forward by the retry backoff). */
  next_attempt_at: IsoTimestamp;
  /** While sending: which worker holds the mail and until when; an expired claim is picked up again. */
  claimed_by: string | null;
  claim_expires_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  sent_at: IsoTimestamp | null;
}

/** Rate-limit counters shared by every server instance (PostgreSQL deployments). */
interface RateLimitHitsTable {
  /** A hash of the client address and the route group: the address itself is never stored. */
  key: string;
  hits: number;
  /** When the current window ends; rows past it are deleted by the limiter's sweep. */
  window_ends_at: IsoTimestamp;
}

export interface Database {
  enquiries: EnquiriesTable;
  mail_outbox: MailOutboxTable;
  rate_limit_hits: RateLimitHitsTable;
}
