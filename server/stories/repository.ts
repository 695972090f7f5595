import { randomUUID } from 'node:crypto';

import type { Selectable } from 'kysely';

import { practice } from '@/content/practice';
import { stories as words } from '../../content/stories';
import { randomProfileColor } from '../../lib/stories/avatar';
import type { Testimonial } from '../../lib/stories/testimonial';
import { surgeryTypeOf, type StorySubmission } from '../../lib/validations/story';
import { publicName } from '../../lib/validations/story-fields';
import type { Db } from '../db/database';
import type { StoriesTable } from '../db/schema-moderation';
import { enqueueMail } from '../mail/outbox';

export type StoryRow = Selectable<StoriesTable>;

/** The consent statement as the patient saw it next to the box, stored with the story. */
const CONSENT_TEXT = `${words.form.consentBefore}${words.form.consentPolicy}${words.form.consentMiddle}${words.form.consentPrivacy}${words.form.consentAfter}`;

/** A row as the public sees it: no contact details, the staff's edit if there is one, a demo story marked. */
function toTestimonial(row: StoryRow): Testimonial {
  return {
    id: row.id,
    name: publicName(row.first_name, row.last_name),
    text: row.published_text ?? row.original_text,
    stars: row.rating,
    profileColor: row.profile_color,
    surgeryType: row.surgery_type,
    hadSurgery: row.had_surgery === 1,
    date: row.submitted_at.slice(0, 10),
    submitDate: row.submitted_at,
    consultationDate: row.consultation_date,
    ...(row.is_demo === 1 && { fictional: true as const }),
  };
}

/** Approved stories, newest first (spec: by submit date). */
export async function listApprovedStories(db: Db): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('stories')
    .selectAll()
    .where('status', '=', 'approved')
    .orderBy('submitted_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toTestimonial);
}

/** The columns that come from what the patient sent, the same for a new story and a demo one. */
export function storyColumns(story: Omit<StorySubmission, 'consent' | 'submissionId'>) {
  return {
    first_name: story.firstName,
    last_name: story.lastName,
    phone: story.phone,
    email: story.email,
    consultation_date: story.consultationDate,
    consultation_time: story.consultationTime,
    had_surgery: story.hadSurgery ? 1 : 0,
    treatment: story.treatment,
    condition: story.condition,
    other_treatment: story.otherTreatment,
    other_condition: story.otherCondition,
    surgery_type: surgeryTypeOf(story),
    original_text: story.description,
    published_text: null,
    rating: story.rating,
    consent_text: CONSENT_TEXT,
    rejection_reason: null,
    edited_at: null,
    edited_by: null,
  };
}

export type StoredStory = { id: string; duplicate: boolean };

/**
 * Stores a story as pending and queues the staff notification in the same transaction: the patient is told
 * "received" only once both are committed. A resent story (same submissionId) is recognised, not stored twice,
 * even when copies arrive at once: the insert does nothing on a taken submissionId (atomic in both databases;
 * PostgreSQL waits for the first copy's transaction), and the first copy's id is answered.
 */
export async function storeSubmittedStory(
  db: Db,
  story: StorySubmission,
  notify: { to: string; backOffice?: string; now?: Date },
): Promise<StoredStory> {
  const now = (notify.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('stories')
      .values({
        ...storyColumns(story),
        id: randomUUID(),
        submission_id: story.submissionId ?? null,
        status: 'pending',
        profile_color: randomProfileColor(),
        consented_at: now,
        submitted_at: now,
        decided_at: null,
        decided_by: null,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('submission_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('stories')
        .select('id')
        .where('submission_id', '=', story.submissionId!)
        .executeTakeFirstOrThrow();
      return { id: first.id, duplicate: true };
    }
    // The notification names no patient: it only tells staff there is a story to review.
    await enqueueMail(trx, {
      to: notify.to,
      subject: 'Website: a new patient story is waiting for review',
      text: [
        'A patient has sent a story through the website. It is not published until a member of staff approves it.',
        '',
        `About: ${surgeryTypeOf(story)}`,
        `Rating: ${story.rating > 0 ? `${story.rating} out of 5` : 'not given'}`,
        '',
        `Review it in the back office: ${notify.backOffice ?? `${practice.siteUrl}/admin`}/stories`,
      ].join('\n'),
    });
    return { id: inserted.id, duplicate: false };
  });
}
