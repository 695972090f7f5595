import { z } from 'zod';

/** The `:id` of a record the server made: a UUID, or a demo story's `demo-story-01`. Anything else is a 400. */
export const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'not a record id') });
