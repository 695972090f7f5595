/**
 * The enquiry forms' contract without zod: form ids, field names in page order, limits, subjects. The form's
 * markup and the browser island import this; the schema (./enquiry.ts) is loaded only when validation runs.
 */

/** The three enquiry forms. The id travels in the hidden `form` field. */
export const enquiryFormIds = ['consultation', 'contact', 'private-consultation'] as const;
export type EnquiryFormId = (typeof enquiryFormIds)[number];

export const isEnquiryFormId = (value: unknown): value is EnquiryFormId =>
  typeof value === 'string' && (enquiryFormIds as readonly string[]).includes(value);

/** The fields in the order the page shows them: the error summary lists problems in this order. */
export const enquiryFieldNames = ['firstName', 'lastName', 'phone', 'email', 'message', 'consent'] as const;
export type EnquiryFieldName = (typeof enquiryFieldNames)[number];
export type EnquiryFieldErrors = Partial<Record<EnquiryFieldName, string>>;

/**
 * The fields with no place of their own in the notification mail, the back-office inbox and the CSV export: each
 * is listed there as "label: value" (labels from content/enquiry.ts). A field added to the form joins them.
 */
const placedFields = ['firstName', 'lastName', 'phone', 'email', 'message', 'consent'] as const;
type EnquiryDetailField = Exclude<EnquiryFieldName, (typeof placedFields)[number]>;
export const enquiryDetailFields = enquiryFieldNames.filter(
  (name): name is EnquiryDetailField => !(placedFields as readonly string[]).includes(name),
);

/** The column a field is stored in: `firstName` in `first_name`. */
export type EnquiryColumn<Field extends string> = Field extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${EnquiryColumn<Tail>}`
  : Field;
export const enquiryColumn = <Field extends string>(field: Field) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as EnquiryColumn<Field>;

/** Each field's element id: `${form}-${name}`, so three forms can share a page. */
export const enquiryFieldId = (form: EnquiryFormId, name: string) => `${form}-${name}`;

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
