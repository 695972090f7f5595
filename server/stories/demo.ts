import { demoStories } from '../../content/demo-stories';
import { PROFILE_PALETTE } from '../../lib/stories/avatar';
import type { Practice } from '../../content/types';
import { storySchema } from '../../lib/validations/story';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { storyColumns } from './repository';

/**
 * Fills an empty stories table with the fictional, approved demo stories (content/demo-stories.ts), marked
 * `is_demo` (the API says `fictional: true`, the back office "Demo data"). Fixed ids make
 * it safe when several instances start at once: a second insert of the same story does nothing. Returns how many
 * were added.
 */
export async function seedDemoStories(db: Db): Promise<number> {
  const any = await db.selectFrom('stories').select('id').limit(1).executeTakeFirst();
  if (any) return 0;
  const rows = demoStories.map((story, index) => {
    const number = String(index + 1).padStart(2, '0');
    // Checked as a patient's story would be, so a demo story with a category the form no longer offers fails here.
    const submission = storySchema.parse({
      ...story,
      phone: `01632 9600${number}`,
      email: `${story.firstName.toLowerCase()}.demo@example.com`,
      consent: true,
    });
    return {
      ...storyColumns(submission),
      id: `demo-story-${number}`,
      submission_id: null,
      status: 'approved' as const,
      profile_color: PROFILE_PALETTE[index % PROFILE_PALETTE.length]!,
      consented_at: story.submittedAt,
      submitted_at: story.submittedAt,
      decided_at: story.submittedAt,
      decided_by: 'demo data',
      is_demo: 1,
      updated_at: story.submittedAt,
    };
  });
  const result = await db
    .insertInto('stories')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Demo stories are fictional testimonials: fine for the fictional demo practice (content/practice.ts has
 * `demo: true`), unlawful advertising for a real one. So they are seeded only while the practice is the demo one,
 * and DEMO_DATA=false can keep them out even then.
 */
export const shouldSeedDemoStories = (config: Pick<Config, 'DEMO_DATA'>, practice: Pick<Practice, 'demo'>) =>
  practice.demo === true && config.DEMO_DATA;
