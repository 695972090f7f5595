import type { Db } from '../db/database';
import type { StoryStatus } from '../db/schema-moderation';
import { recordAudit } from '../admin/audit';
import { notFound } from '../admin/validate';
import type { StaffSession } from '../admin/sessions';
import type { StoryRow } from './repository';

/** Stories as staff see them: everything, contact details included (staff only). */
export async function listStoriesByStatus(db: Db, status: StoryStatus): Promise<StoryRow[]> {
  return db.selectFrom('stories').selectAll().where('status', '=', status).orderBy('submitted_at', 'desc').execute();
}

type Staff = Pick<StaffSession, 'staffId' | 'email'>;

/**
 * One moderation step: the change and its audit entry in one transaction. `change` returns the columns to set,
 * or throws a 4xx; the story's current row is passed in.
 */
async function moderate(
  db: Db,
  staff: Staff,
  id: string,
  action: string,
  change: (story: StoryRow) => { set: Partial<StoryRow>; detail?: Record<string, unknown> },
) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const story = await trx.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
    if (!story) throw notFound('There is no story with that id.');
    const { set, detail } = change(story);
    await trx
      .updateTable('stories')
      .set({ ...set, updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      staff: { id: staff.staffId, email: staff.email },
      action,
      target: { type: 'story', id },
      detail: { from: story.status, ...detail },
    });
  });
}

const conflict = (message: string) => Object.assign(new Error(message), { statusCode: 409 });

export const approveStory = (db: Db, staff: Staff, id: string) =>
  moderate(db, staff, id, 'story-approved', () => ({
    set: { status: 'approved', decided_at: new Date().toISOString(), decided_by: staff.email, rejection_reason: null },
  }));

export const rejectStory = (db: Db, staff: Staff, id: string, reason: string) =>
  moderate(db, staff, id, 'story-rejected', () => ({
    set: {
      status: 'rejected',
      decided_at: new Date().toISOString(),
      decided_by: staff.email,
      rejection_reason: reason,
    },
    detail: { reason },
  }));

/** Takes an approved story off the site and back to the pending queue for a fresh decision. */
export const unpublishStory = (db: Db, staff: Staff, id: string) =>
  moderate(db, staff, id, 'story-unpublished', (story) => {
    if (story.status !== 'approved') throw conflict('Only a published (approved) story can be unpublished.');
    return { set: { status: 'pending', decided_at: new Date().toISOString(), decided_by: staff.email } };
  });

/** Sets the text the site publishes; the patient's original is kept. The original's own text clears the edit. */
export const editStoryText = (db: Db, staff: Staff, id: string, text: string) =>
  moderate(db, staff, id, 'story-edited', (story) => {
    const restoresOriginal = text === story.original_text;
    return {
      set: {
        published_text: restoresOriginal ? null : text,
        edited_at: restoresOriginal ? null : new Date().toISOString(),
        edited_by: restoresOriginal ? null : staff.email,
      },
      detail: { restoredOriginal: restoresOriginal, length: text.length },
    };
  });
