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

import type { EnquiryRow, MailRow, MailStatus } from '../../lib/admin/contracts';

export type IsoTimestamp = string;

// The rows the back office reads are typed once, in its contract (lib/admin/contracts.ts), and used here with the
// columns the database fills in (Generated: a default).

/** A column per field of the enquiry form's zod schema, and what the server adds. */
type EnquiriesTable = Omit<EnquiryRow, 'is_spam'> & { is_spam: Generated<number> };

/** Status and attempts start at 'pending' and 0. */
type MailOutboxTable = Omit<MailRow, 'status' | 'attempts'> & {
  status: Generated<MailStatus>;
  attempts: Generated<number>;
};

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
