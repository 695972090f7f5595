import { z } from '@/lib/zod';

import { typedText } from './text';

/** The three enquiry forms. The id travels in the hidden `form` field. */
export const enquiryFormIds = ['consultation', 'contact', 'private-consultation'] as const;
export type EnquiryFormId = (typeof enquiryFormIds)[number];

export const isEnquiryFormId = (value: unknown): value is EnquiryFormId =>
  typeof value === 'string' && (enquiryFormIds as readonly string[]).includes(value);

/** The `_subject` each form sends; it names the form so staff can sort their inbox. */
export const enquirySubjects: Record<EnquiryFormId, string> = {
  consultation: 'Website: consultation request',
  contact: 'Website: message from the Get in Touch form',
  'private-consultation': 'Website: private consultation request',
};

/** Field limits, shared with the HTML `maxLength` attributes so the browser stops at the same place. */
export const enquiryLimits = { name: 100, phone: 30, email: 254, message: 5000, subject: 200 } as const;

/** The hidden field bots fill in and people never see (its name is meant to look ordinary to a bot). */
export const honeypotField = 'website';

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
export const isPhoneNumber = (value: string) => /^\+?\d{7,15}$/.test(value.replace(/[\s()-]/g, ''));

const text = (required: string, label: string, max: number) =>
  typedText({ error: required }).trim().min(1, required).max(max, enquiryMessages.tooLong(label, max));

const email = typedText({ error: enquiryMessages.email })
  .trim()
  .min(1, enquiryMessages.email)
  .max(enquiryLimits.email, enquiryMessages.tooLong('Email address', enquiryLimits.email))
  .pipe(z.email({ error: enquiryMessages.emailFormat }));

const requiredPhone = text(enquiryMessages.phone, 'Phone number', enquiryLimits.phone).refine(isPhoneNumber, {
  error: enquiryMessages.phoneFormat,
});

const optionalPhone = typedText({ error: enquiryMessages.phoneFormat })
  .trim()
  .max(enquiryLimits.phone, enquiryMessages.tooLong('Phone number', enquiryLimits.phone))
  .refine((value) => value === '' || isPhoneNumber(value), { error: enquiryMessages.phoneFormat })
  .optional()
  .transform((value) => value || undefined);

/** A ticked checkbox arrives as `true` (react-hook-form, JSON) or "true" / "on" (a posted form). */
const consent = z
  .union([z.boolean(), z.string()], { error: enquiryMessages.consent })
  .optional()
  .refine((value) => value === true || value === 'true' || value === 'on', { error: enquiryMessages.consent })
  .transform(() => true as const);

const commonFields = {
  firstName: text(enquiryMessages.firstName, 'First name', enquiryLimits.name),
  lastName: text(enquiryMessages.lastName, 'Last name', enquiryLimits.name),
  email,
  message: text(enquiryMessages.message, 'Message', enquiryLimits.message),
  consent,
};

/** "Schedule Your Consultation!" and the private consultation form: every field required (spec section 5). */
export const consultationSchema = z.object({ ...commonFields, phone: requiredPhone });
export const privateConsultationSchema = consultationSchema;
/** "Get in Touch!": phone optional. */
export const contactSchema = z.object({ ...commonFields, phone: optionalPhone });

export const enquirySchemas = {
  consultation: consultationSchema,
  contact: contactSchema,
  'private-consultation': privateConsultationSchema,
} satisfies Record<EnquiryFormId, z.ZodType>;

/** What the browser form holds while the patient types (phone may be empty on the contact form). */
export type EnquiryFormInput = z.input<typeof contactSchema>;
export type Enquiry = z.output<typeof contactSchema>;

/** Parses one form's fields. Errors come back as one message per field, the first problem found. */
export function parseEnquiry(
  form: EnquiryFormId,
  fields: Record<string, unknown>,
): { ok: true; enquiry: Enquiry } | { ok: false; errors: Record<string, string> } {
  const result = enquirySchemas[form].safeParse(fields);
  if (result.success) return { ok: true, enquiry: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
