/**
 * Tables of the patient stories and the staff back office, added to the one `Database` interface of schema.ts
 * by declaration merging (so the two sets of tables can grow without editing each other's file). Created by
 * migrations/2026-11-22-05-*. The same conventions hold: UUID text ids, ISO timestamps, 0/1 flags.
 */
import type { Generated } from 'kysely';

import type { AuditLogRow, EnquiryHandling, StoryStatus } from '../../lib/admin/contracts';

import type { IsoTimestamp } from './schema';

// The statuses are part of the back office's API contract; the table stores the same names.
export type { StoryStatus };

export interface StoriesTable {
  id: string;
  /** Made by the browser per story; a story resent after a lost answer is recognised and not stored twice. */
  submission_id: string | null;
  status: StoryStatus;
  // Contact details: kept for checking a story (advertising rules), never published.
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  consultation_date: string;
  consultation_time: string;
  had_surgery: number;
  treatment: string;
  condition: string;
  other_treatment: string;
  other_condition: string;
  /** The category, or the patient's own words for "Other", as shown on the card. */
  surgery_type: string;
  /** The story exactly as the patient sent it; never changed. */
  original_text: string;
  /** Staff's edit of the published text (null: the original is published). */
  published_text: string | null;
  /** 0 (not given) to 5. */
  rating: number;
  profile_color: string;
  /** When the patient ticked the consent box, and the exact words they agreed to. */
  consented_at: IsoTimestamp;
  consent_text: string;
  submitted_at: IsoTimestamp;
  /** Who approved or rejected it last, and when. */
  decided_at: IsoTimestamp | null;
  decided_by: string | null;
  rejection_reason: string | null;
  edited_at: IsoTimestamp | null;
  edited_by: string | null;
  /** 1 for the fictional stories seeded for the demo practice (server/stories/demo.ts). */
  is_demo: Generated<number>;
  updated_at: IsoTimestamp;
}

interface StaffUsersTable {
  id: string;
  /** Lower case. */
  email: string;
  /** argon2id. */
  password_hash: string;
  /** Base32 TOTP secret. */
  totp_secret: string;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  last_totp_step: number | null;
  disabled_at: IsoTimestamp | null;
  last_login_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

interface StaffSessionsTable {
  /** SHA-256 of the session token: the cookie's value is never stored. */
  token_hash: string;
  staff_id: string;
  /** Sent back by the pages in a header on every state-changing call. */
  csrf_token: string;
  created_at: IsoTimestamp;
  last_seen_at: IsoTimestamp;
  /** The absolute end, however active the session is. */
  expires_at: IsoTimestamp;
}

type AuditLogTable = AuditLogRow;

/**
 * Failed logins in a row per email address, known to an account or not (so the lockout reveals nothing). Keyed by
 * a hash of the lower-case address: the addresses people try are not stored. An attempt is counted here before its
 * guess is checked (a failure until it succeeds; a success deletes the row), see server/admin/login.ts.
 */
interface LoginFailuresTable {
  email_hash: string;
  /** Attempts counted since the last success, the ones being checked now included. */
  failed_attempts: number;
  /** No login with this address is tried until this time. */
  locked_until: IsoTimestamp | null;
  /** When the latest attempt was counted. */
  last_failed_at: IsoTimestamp;
}

/** What staff did with an enquiry (a row appears when it is first opened or handled). */
type EnquiryHandlingTable = EnquiryHandling & { enquiry_id: string };

declare module './schema' {
  interface Database {
    stories: StoriesTable;
    staff_users: StaffUsersTable;
    login_failures: LoginFailuresTable;
    staff_sessions: StaffSessionsTable;
    audit_log: AuditLogTable;
    enquiry_handling: EnquiryHandlingTable;
  }
}
