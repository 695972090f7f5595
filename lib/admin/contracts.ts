import type { Enquiry } from '@/lib/validations/enquiry';
import type { EnquiryColumn, EnquiryFormId } from '@/lib/validations/enquiry-fields';

/**
 * The back-office API's contract: what server/admin/routes/* answer and what components/admin reads. The routes
 * declare these as their return types, so a change on either side that breaks the other fails `tsc`.
 * Timestamps are ISO 8601 strings in UTC.
 */

/** POST /api/admin/login and GET /api/admin/session. */
export type StaffSession = { email: string; csrfToken: string };
export type LoginRequest = { email: string; password: string; code: string };

export type StoryStatus = 'pending' | 'approved' | 'rejected';

/** GET /api/admin/stories?status=: a story for the moderation page (staff only: contact details included). */
export type StaffStory = {
  id: string;
  status: StoryStatus;
  /** "Margaret T.", as the website shows it. */
  publicName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  consultationDate: string;
  consultationTime: string;
  hadSurgery: boolean;
  surgeryType: string;
  rating: number;
  originalText: string;
  /** Staff's edit of the published text; null when the original is published. */
  publishedText: string | null;
  consentedAt: string;
  consentText: string;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectionReason: string | null;
  editedAt: string | null;
  editedBy: string | null;
  isDemo: boolean;
};
/** POST /api/admin/stories/:id/reject and /edit. */
export type RejectStoryRequest = { reason: string };
export type EditStoryRequest = { text: string };

export type EnquiryListFilter = 'open' | 'handled' | 'all';

/**
 * The name staff see for each enquiry form, in the inbox and the CSV export. It comes from the form's id: the
 * subject line is whatever the browser sent (an old page, a script), so one form could show under several.
 */
export const enquiryFormNames: Record<EnquiryFormId, string> = {
  consultation: 'Consultation request',
  contact: 'Get in Touch message',
  'private-consultation': 'Private consultation request',
};

type StoredField = Exclude<keyof Enquiry, 'consent' | '_subject'>;
type RequiredField = { [Field in StoredField]-?: undefined extends Enquiry[Field] ? never : Field }[StoredField];

/**
 * What the patient typed, as stored: a column per field of the form's zod schema (lib/validations/enquiry.ts),
 * `firstName` in `first_name`; an optional field's column is null when it was left empty (the consent tick is
 * stored as its time, `consented_at`).
 */
export type EnquiryFieldColumns = { [Field in RequiredField as EnquiryColumn<Field>]: Enquiry[Field] } & {
  [Field in Exclude<StoredField, RequiredField> as EnquiryColumn<Field>]?: Exclude<Enquiry[Field], undefined> | null;
};

/** A row of the `enquiries` table: the one row type, which server/db/schema.ts and this contract both use. */
export type EnquiryRow = EnquiryFieldColumns & {
  id: string;
  form: EnquiryFormId;
  /** The subject line the browser sent with the form (used for the notification mail); name the form by `form`. */
  subject: string;
  /** When the patient ticked the consent box (explicit consent to use their health information). */
  consented_at: string;
  /** 1 when the honeypot was filled: kept for staff to check, never mailed. */
  is_spam: number;
  created_at: string;
};

/** What staff did with an enquiry (table `enquiry_handling`, a row once it is first opened or handled). */
export type EnquiryHandling = {
  /** When a member of staff first opened it in the back office. */
  read_at: string | null;
  handled_at: string | null;
  handled_by: string | null;
};

/** GET /api/admin/enquiries?show=: an enquiry with staff's handling beside it. */
export type StaffEnquiry = EnquiryRow & EnquiryHandling;
/** POST /api/admin/enquiries/:id/handled. */
export type HandledRequest = { handled: boolean };

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A row of the `mail_outbox` table (server/db/schema.ts uses this type). */
export type MailRow = {
  id: string;
  /** The enquiry this mail announces; deleting the enquiry (retention purge) deletes the mail. */
  enquiry_id: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  /** A pending mail is due once this time has passed (moved forward by the retry backoff). */
  next_attempt_at: string;
  /** While sending: which worker holds the mail and until when; an expired claim is picked up again. */
  claimed_by: string | null;
  claim_expires_at: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
};

/** GET /api/admin/outbox?status=: a mail as the outbox page lists it (not its body). */
export type StaffMail = Pick<
  MailRow,
  'id' | 'to_address' | 'subject' | 'status' | 'attempts' | 'last_error' | 'next_attempt_at' | 'created_at' | 'sent_at'
>;

/** A row of the `audit_log` table (server/db/schema-moderation.ts uses this type). */
export type AuditLogRow = {
  id: string;
  staff_id: string | null;
  /** Kept as text so the log still reads after an account is removed. */
  staff_email: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** A short JSON object with what changed (never contact details). */
  detail: string | null;
  created_at: string;
};

/** GET /api/admin/audit: the latest staff actions, newest first. */
export type AuditLogEntry = Omit<AuditLogRow, 'staff_id'>;
