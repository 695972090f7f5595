import * as z from '../zod';

import { CONDITION_CHOICES, OTHER_CATEGORY, TREATMENT_CHOICES } from './story-categories';
import { TIME_SLOTS } from '../time-slots';
import { storyFieldNames, STORY_LIMITS, type StoryFieldErrors } from './story-fields';
import { multiLine, singleLine, typedText } from './text';

/**
 * The "Share Your Story!" form (spec section 5), one schema for react-hook-form in the browser and for
 * POST /api/submit-story on the server. Required: names, phone, email, consultation date, the treatment (if the
 * patient had surgery) or condition (if not), the "Please specify" text when "Other" is chosen, the story and
 * consent to publish. Consultation time and rating are optional, as in the spec (rating 0 = not given).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, YYYY-MM-DD, not before 1950 and not after tomorrow (a day of slack for time zones). */
function isPlausibleConsultationDate(value: string, now = new Date()): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return date.getUTCFullYear() >= 1950 && date.getTime() <= tomorrow;
}

const BRANCH_FIELDS = new Set(['hadSurgery', 'treatment', 'condition', 'otherTreatment', 'otherCondition']);

/** A required text field named `field` in its errors: one line unless `lines` says otherwise. */
const requiredText = (field: string, missing: string, max: number, tooLong: string, lines = singleLine) =>
  typedText({ error: missing }).check(z.trim(), lines(field), z.minLength(1, missing), z.maxLength(max, tooLong));

/** "Please specify" under the treatment or the condition, when "Other" is chosen. */
const otherText = (field: string) =>
  typedText().check(
    z.trim(),
    singleLine(field),
    z.maxLength(STORY_LIMITS.other, 'Keep this to 100 characters or fewer'),
  );

const PHONE_EXAMPLE = 'Enter a phone number, like 07700 900123';

const storyFields = z.object({
  firstName: requiredText(
    'First name',
    'Enter your first name',
    STORY_LIMITS.name,
    'First name must be 60 characters or fewer',
  ),
  lastName: requiredText(
    'Last name',
    'Enter your last name',
    STORY_LIMITS.name,
    'Last name must be 60 characters or fewer',
  ),
  phone: requiredText('Phone number', 'Enter your phone number', STORY_LIMITS.phone, PHONE_EXAMPLE).check(
    z.regex(/^\+?[0-9 ()-]{7,20}$/, PHONE_EXAMPLE),
  ),
  email: z.pipe(
    requiredText(
      'Email address',
      'Enter your email address',
      STORY_LIMITS.email,
      'Email address must be 254 characters or fewer',
    ),
    z.email('Enter an email address in the correct format, like name@example.com'),
  ),
  consultationDate: z.string({ error: 'Enter the date of your consultation' }).check(
    z.minLength(1, 'Enter the date of your consultation'),
    z.refine((value) => isPlausibleConsultationDate(value), 'Enter a real consultation date that is not in the future'),
  ),
  consultationTime: z.union([z.literal(''), z.enum(TIME_SLOTS as [string, ...string[]])], {
    error: 'Choose a time from the list',
  }),
  hadSurgery: z.boolean({ error: 'Tell us whether you had surgery' }),
  treatment: z.union([z.literal(''), z.enum(TREATMENT_CHOICES)], { error: 'Choose a treatment from the list' }),
  condition: z.union([z.literal(''), z.enum(CONDITION_CHOICES)], { error: 'Choose a condition from the list' }),
  otherTreatment: otherText('Treatment'),
  otherCondition: otherText('Condition'),
  description: requiredText(
    'Your story',
    'Tell us about your experience',
    STORY_LIMITS.description,
    'Your story must be 5,000 characters or fewer',
    multiLine,
  ),
  rating: z.int({ error: 'Choose a rating from 1 to 5 stars' }).check(z.minimum(0), z.maximum(5)),
  consent: z.literal(true, { error: 'Tick the box to agree to your story being published' }),
  /** Made by the browser once per story, so a story resent after a lost answer is not stored twice. */
  submissionId: z.optional(z.uuid()),
});

export const storySchema = z.pipe(
  storyFields.check(
    z.superRefine(
      (story, ctx) => {
        const require = (path: keyof typeof story, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (story.hadSurgery) {
          if (!story.treatment) require('treatment', 'Choose the treatment you had');
          else if (story.treatment === OTHER_CATEGORY && !story.otherTreatment)
            require('otherTreatment', 'Tell us which treatment you had');
        } else if (!story.condition) require('condition', 'Choose your condition');
        else if (story.condition === OTHER_CATEGORY && !story.otherCondition)
          require('otherCondition', 'Tell us which condition you have');
      },
      // Runs even when other fields (a name, the email) are wrong, so every error shows at once.
      { when: ({ issues }) => !issues.some((issue) => BRANCH_FIELDS.has(String(issue.path?.[0]))) },
    ),
  ),
  // Only the branch the patient answered is kept: the hidden dropdown's leftover choice is not stored.
  z.transform((story: z.output<typeof storyFields>) => ({
    ...story,
    treatment: story.hadSurgery ? story.treatment : '',
    otherTreatment: story.hadSurgery && story.treatment === OTHER_CATEGORY ? story.otherTreatment : '',
    condition: story.hadSurgery ? '' : story.condition,
    otherCondition: !story.hadSurgery && story.condition === OTHER_CATEGORY ? story.otherCondition : '',
  })),
);

/** A story in the JSON shape the API takes, before it is checked (hadSurgery unset until answered). */
export type StoryFormInput = z.input<typeof storySchema>;
/** A validated submission, as the browser sends it and the server stores it. */
export type StorySubmission = z.output<typeof storySchema>;

/** The treatment or condition a story is about, in the patient's own words when they chose "Other". */
export function surgeryTypeOf(
  story: Pick<StorySubmission, 'hadSurgery' | 'treatment' | 'otherTreatment' | 'condition' | 'otherCondition'>,
): string {
  if (story.hadSurgery) return story.treatment === OTHER_CATEGORY ? story.otherTreatment : story.treatment;
  return story.condition === OTHER_CATEGORY ? story.otherCondition : story.condition;
}

/** The field errors of a failed parse, one message per field in page order, for a 422 answer and the form. */
export function fieldErrors(error: z.core.$ZodError): StoryFieldErrors {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0] ?? '_')] ??= issue.message;
  return Object.fromEntries(storyFieldNames.flatMap((name) => (found[name] ? [[name, found[name]]] : [])));
}
