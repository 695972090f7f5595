/**
 * The story form's contract without zod: field names in page order, limits, and how a posted HTML form's text
 * values become the JSON shape POST /api/submit-story takes. The form's markup and the browser island import
 * this; the schema (./story.ts) is loaded only when validation runs.
 */

export const STORY_LIMITS = { name: 60, phone: 20, email: 254, other: 100, description: 5000 } as const;

/** The fields in the order the page shows them: the error summary lists problems in this order. */
export const storyFieldNames = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'consultationDate',
  'consultationTime',
  'hadSurgery',
  'treatment',
  'otherTreatment',
  'condition',
  'otherCondition',
  'description',
  'rating',
  'consent',
] as const;
export type StoryFieldName = (typeof storyFieldNames)[number];
export type StoryFieldErrors = Partial<Record<StoryFieldName, string>>;

/** Each field's element id (for a radio group, its first radio's). */
export const storyFieldId = (name: StoryFieldName) => `story-${name}`;

/** What a story form holds as the browser sends it: text, a radio's value, or nothing chosen yet. */
export type StoryFormFields = Partial<Record<StoryFieldName | 'submissionId', string | boolean | null>>;

const text = (value: StoryFormFields[StoryFieldName]) => (typeof value === 'string' ? value : '');

/**
 * A story form's values (a posted form, or the island's inputs: radios and the checkbox give text) in the JSON
 * shape the schema checks: "true"/"false" to a boolean, the star radio to a number (0 = not rated), a ticked
 * box to true.
 */
export function storyFromFormFields(fields: StoryFormFields) {
  const { hadSurgery, rating, consent } = fields;
  const stars = Number(rating || 0);
  return {
    firstName: text(fields.firstName),
    lastName: text(fields.lastName),
    phone: text(fields.phone),
    email: text(fields.email),
    consultationDate: text(fields.consultationDate),
    consultationTime: text(fields.consultationTime),
    hadSurgery:
      hadSurgery === true || hadSurgery === 'true'
        ? true
        : hadSurgery === false || hadSurgery === 'false'
          ? false
          : undefined,
    treatment: text(fields.treatment),
    otherTreatment: text(fields.otherTreatment),
    condition: text(fields.condition),
    otherCondition: text(fields.otherCondition),
    description: text(fields.description),
    rating: Number.isNaN(stars) ? rating : stars,
    consent: consent === true || consent === 'true' || consent === 'on',
    ...(typeof fields.submissionId === 'string' && fields.submissionId && { submissionId: fields.submissionId }),
  };
}

/** "Margaret T.": the first name and the initial of the last name, as published stories show it. */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
