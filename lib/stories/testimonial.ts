import { z } from '../zod';

/** A published patient story as GET /api/stories returns it and the list shows it (spec section 3). */
export const testimonialSchema = z.object({
  id: z.string(),
  /** First name plus last initial, e.g. "Margaret T.". */
  name: z.string(),
  text: z.string(),
  /** 1-5 filled stars out of 5; 0 when the patient gave no rating (the form does not require one). */
  stars: z.number().int().min(0).max(5),
  /** Avatar background, #rrggbb; normally from PROFILE_PALETTE. */
  profileColor: z.string(),
  /** The treatment or condition the story is about; for "Other", the patient's own words. */
  surgeryType: z.string(),
  hadSurgery: z.boolean(),
  /** YYYY-MM-DD: the day the story was sent. */
  date: z.string(),
  /** ISO timestamp of the submission. */
  submitDate: z.string(),
  /** YYYY-MM-DD, or empty when not given. */
  consultationDate: z.string(),
  /** Only on the demo practice's seeded stories: the person and the story are invented. */
  fictional: z.literal(true).optional(),
});

export type Testimonial = z.infer<typeof testimonialSchema>;

export const INVALID_FORMAT_MESSAGE = 'Received invalid data format from API.';

/**
 * The stories in an API answer or the browser cache. Not an array: an error (spec). An item of the wrong shape is
 * left out rather than breaking the whole list.
 */
export function parseTestimonialList(data: unknown): Testimonial[] {
  if (!Array.isArray(data)) throw new Error(INVALID_FORMAT_MESSAGE);
  return data.flatMap((item) => {
    const parsed = testimonialSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
