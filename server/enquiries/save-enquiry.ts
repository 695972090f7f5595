import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import { enquiryContent } from '../../content/enquiry';
import type { EnquiryFieldColumns } from '../../lib/admin/contracts';
import type { Enquiry } from '../../lib/validations/enquiry';
import { enquiryColumn, enquiryDetailFields, type EnquiryFormId } from '../../lib/validations/enquiry-fields';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox';

export type NewEnquiry = {
  form: EnquiryFormId;
  enquiry: Enquiry;
  /** The mail subject: the form's `_subject`. */
  subject: string;
  /** The honeypot was filled: keep the row for staff to check, send no mail. */
  spam: boolean;
};

const londonTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** The notification the practice receives; replying to it answers the patient (Reply-To). */
function notificationText(id: string, { form, enquiry }: NewEnquiry, receivedAt: Date) {
  return [
    `A new message from the website's "${enquiryContent.forms[form].heading}" form.`,
    '',
    `Name: ${enquiry.firstName} ${enquiry.lastName}`,
    `Phone: ${enquiry.phone ?? 'not given'}`,
    `Email: ${enquiry.email}`,
    ...enquiryDetailFields.map((field) => `${enquiryContent.labels[field]}: ${enquiry[field] ?? 'not given'}`),
    `Received: ${londonTime.format(receivedAt)} (UK time)`,
    'Consent: the patient agreed to the practice using the information they sent, including about their health.',
    '',
    'Message:',
    enquiry.message,
    '',
    '--',
    `Reply to this email to answer ${enquiry.firstName} directly. Enquiry reference: ${id}`,
  ].join('\n');
}

/** The patient's fields in their columns: `firstName` in `first_name` (lib/admin/contracts.ts). */
function fieldColumns({ consent: _consent, _subject, ...fields }: Enquiry): EnquiryFieldColumns {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [enquiryColumn(field), value ?? null]),
  ) as EnquiryFieldColumns;
}

/**
 * Stores an enquiry and, unless it is spam, its notification mail in one transaction: when this returns,
 * both are committed, and only then may the patient be told their message was received.
 */
export async function saveEnquiry(db: Kysely<Database>, mailTo: string, newEnquiry: NewEnquiry): Promise<string> {
  const id = randomUUID();
  const receivedAt = new Date();
  const now = receivedAt.toISOString();
  const { form, enquiry, subject, spam } = newEnquiry;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('enquiries')
      .values({
        id,
        form,
        ...fieldColumns(enquiry),
        subject,
        consented_at: now,
        is_spam: spam ? 1 : 0,
        created_at: now,
      })
      .execute();
    if (spam) return;
    await enqueueMail(trx, {
      enquiryId: id,
      to: mailTo,
      replyTo: enquiry.email,
      subject,
      text: notificationText(id, newEnquiry, receivedAt),
    });
  });
  return id;
}
