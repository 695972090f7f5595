/** A published patient story as GET /api/stories returns it and the list shows it (spec section 3). */
export type Testimonial = {
  id: string;
  /** First name plus last initial, e.g. "Margaret T.". */
  name: string;
  text: string;
  /** 1-5 filled stars out of 5; 0 when the patient gave no rating (the form does not require one). */
  stars: number;
  /** Avatar background, #rrggbb; normally from PROFILE_PALETTE. */
  profileColor: string;
  /** The treatment or condition the story is about; for "Other", the patient's own words. */
  surgeryType: string;
  hadSurgery: boolean;
  /** YYYY-MM-DD: the day the story was sent. */
  date: string;
  /** ISO timestamp of the submission. */
  submitDate: string;
  /** YYYY-MM-DD, or empty when not given. */
  consultationDate: string;
  /** Only on the demo practice's seeded stories: the person and the story are invented. */
  fictional?: true;
};

const INVALID_FORMAT_MESSAGE = 'Received invalid data format from API.';

const TEXT_FIELDS = [
  'id',
  'name',
  'text',
  'profileColor',
  'surgeryType',
  'date',
  'submitDate',
  'consultationDate',
] as const;

// Checked by hand rather than with zod: the list is in the first load of the home and stories pages, and ten
// fields of plain types do not need a validation library in every visitor's download.
function toTestimonial(item: unknown): Testimonial | null {
  if (typeof item !== 'object' || item === null) return null;
  const story = item as Record<string, unknown>;
  const { stars, hadSurgery } = story;
  if (!TEXT_FIELDS.every((field) => typeof story[field] === 'string')) return null;
  if (typeof hadSurgery !== 'boolean' || !Number.isInteger(stars) || (stars as number) < 0 || (stars as number) > 5) {
    return null;
  }
  if (story.fictional !== undefined && story.fictional !== true) return null;
  // Only the known fields, as a schema would strip the rest.
  const known = Object.fromEntries(TEXT_FIELDS.map((field) => [field, story[field]]));
  return {
    ...(known as Omit<Testimonial, 'stars' | 'hadSurgery' | 'fictional'>),
    stars: stars as number,
    hadSurgery,
    ...(story.fictional === true && { fictional: true as const }),
  };
}

/**
 * The stories in an API answer or the browser cache. Not an array: an error (spec). An item of the wrong shape is
 * left out rather than breaking the whole list.
 */
export function parseTestimonialList(data: unknown): Testimonial[] {
  if (!Array.isArray(data)) throw new Error(INVALID_FORMAT_MESSAGE);
  return data.flatMap((item) => toTestimonial(item) ?? []);
}
