import * as z from '@/lib/zod';

import { enquiryFieldNames, enquiryLimits, type EnquiryFieldErrors, type EnquiryFormId } from './enquiry-fields';
import { multiLine, singleLine, typedText } from './text';

export const enquiryMessages = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  phone: 'Enter your phone number',
  phoneFormat: 'Enter a phone number, like 01632 960 001 or +44 7700 900 982',
  email: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  message: 'Enter your message',
  consent: 'Tick the box to agree to us using the information you send',
  form: 'Choose which form you are sending',
  tooLong: (label: string, max: number) => `${label} must be ${max.toLocaleString('en-GB')} characters or fewer`,
} as const;

/** 7 to 15 digits once spaces, brackets and dashes are taken out, with an optional leading +. */
const isPhoneNumber = (value: string) => /^\+?\d{7,15}$/.test(value.replace(/[\s()-]/g, ''));

/** A required text field: one line unless `lines` says otherwise. */
const text = (required: string, label: string, max: number, lines = singleLine) =>
  typedText({ error: required }).check(
    z.trim(),
    lines(label),
    z.minLength(1, required),
    z.maxLength(max, enquiryMessages.tooLong(label, max)),
  );

const email = z.pipe(
  text(enquiryMessages.email, 'Email address', enquiryLimits.email),
  z.email({ error: enquiryMessages.emailFormat }),
);

const requiredPhone = text(enquiryMessages.phone, 'Phone number', enquiryLimits.phone).check(
  z.refine(isPhoneNumber, { error: enquiryMessages.phoneFormat }),
);

const optionalPhone = z.pipe(
  z.optional(
    typedText({ error: enquiryMessages.phoneFormat }).check(
      z.trim(),
      singleLine('Phone number'),
      z.maxLength(enquiryLimits.phone, enquiryMessages.tooLong('Phone number', enquiryLimits.phone)),
      z.refine((value) => value === '' || isPhoneNumber(value), { error: enquiryMessages.phoneFormat }),
    ),
  ),
  z.transform((value) => value || undefined),
);

/** A ticked checkbox arrives as `true` (react-hook-form, JSON) or "true" / "on" (a posted form). */
const consent = z.pipe(
  z
    .optional(z.union([z.boolean(), z.string()], { error: enquiryMessages.consent }))
    .check(
      z.refine((value) => value === true || value === 'true' || value === 'on', { error: enquiryMessages.consent }),
    ),
  z.transform(() => true as const),
);

const commonFields = {
  firstName: text(enquiryMessages.firstName, 'First name', enquiryLimits.name),
  lastName: text(enquiryMessages.lastName, 'Last name', enquiryLimits.name),
  email,
  message: text(enquiryMessages.message, 'Message', enquiryLimits.message, multiLine),
  consent,
  /**
   * The hidden `_subject` each form sends (it names the form). The server puts any other length, or none, right
   * with the form's own subject; but a line break in the subject of the practice's mail is refused here.
   */
  _subject: z.optional(typedText().check(singleLine('Subject'))),
};

/** "Schedule Your Consultation!" and the private consultation form: every field required (spec section 5). */
const consultationSchema = z.object({ ...commonFields, phone: requiredPhone });
/** "Get in Touch!": phone optional. */
export const contactSchema = z.object({ ...commonFields, phone: optionalPhone });

export const enquirySchemas = {
  consultation: consultationSchema,
  contact: contactSchema,
  'private-consultation': consultationSchema,
} satisfies Record<EnquiryFormId, z.ZodMiniType>;

/** What the browser form holds while the patient types (phone may be empty on the contact form). */
export type EnquiryFormInput = z.input<typeof contactSchema>;
export type Enquiry = z.output<typeof contactSchema>;

/** The problems of an enquiry: the patient's fields, and the hidden subject (no field of the page shows it). */
export type EnquiryErrors = EnquiryFieldErrors & { _subject?: string };
const reportedFields = [...enquiryFieldNames, '_subject'] as const;

/** Parses one form's fields. Errors come back as one message per field, the first problem found, in page order. */
export function parseEnquiry(
  form: EnquiryFormId,
  fields: Record<string, unknown>,
): { ok: true; enquiry: Enquiry } | { ok: false; errors: EnquiryErrors } {
  const result = enquirySchemas[form].safeParse(fields);
  if (result.success) return { ok: true, enquiry: result.data };
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return {
    ok: false,
    errors: Object.fromEntries(reportedFields.flatMap((name) => (found[name] ? [[name, found[name]]] : []))),
  };
}
