import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import type { StoryStatus } from '../db/schema-moderation';
import { httpError } from '../plugins/errors';
import type { StoryRow } from './repository';

/** The member of staff taking a moderation step (a back-office session). */
export type Moderator = { staffId: string; email: string };

type Change = (story: StoryRow) => { set: Partial<StoryRow>; detail?: Record<string, unknown> };

/**
 * Staff's moderation of the stories: approve, reject, unpublish, edit the published text. Each step commits the
 * change with its audit entry in one transaction, then calls `onPublishedChange` (the public list is cached).
 */
export function storyModeration(db: Db, onPublishedChange: () => void) {
  async function moderate(staff: Moderator, id: string, action: string, change: Change) {
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const story = await trx.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
      if (!story) throw httpError(404, 'There is no story with that id.');
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
    onPublishedChange();
  }

  return {
    /** Stories as staff see them: everything, contact details included (staff only). */
    list: (status: StoryStatus): Promise<StoryRow[]> =>
      db.selectFrom('stories').selectAll().where('status', '=', status).orderBy('submitted_at', 'desc').execute(),

    approve: (staff: Moderator, id: string) =>
      moderate(staff, id, 'story-approved', () => ({
        set: {
          status: 'approved',
          decided_at: new Date().toISOString(),
          decided_by: staff.email,
          rejection_reason: null,
        },
      })),

    reject: (staff: Moderator, id: string, reason: string) =>
      moderate(staff, id, 'story-rejected', () => ({
        set: {
          status: 'rejected',
          decided_at: new Date().toISOString(),
          decided_by: staff.email,
          rejection_reason: reason,
        },
        detail: { reason },
      })),

    /** Takes an approved story off the site and back to the pending queue for a fresh decision. */
    unpublish: (staff: Moderator, id: string) =>
      moderate(staff, id, 'story-unpublished', (story) => {
        if (story.status !== 'approved') throw httpError(409, 'Only a published (approved) story can be unpublished.');
        return { set: { status: 'pending', decided_at: new Date().toISOString(), decided_by: staff.email } };
      }),

    /** Sets the text the site publishes; the patient's original is kept. The original's own text clears the edit. */
    editText: (staff: Moderator, id: string, text: string) =>
      moderate(staff, id, 'story-edited', (story) => {
        const restoresOriginal = text === story.original_text;
        return {
          set: {
            published_text: restoresOriginal ? null : text,
            edited_at: restoresOriginal ? null : new Date().toISOString(),
            edited_by: restoresOriginal ? null : staff.email,
          },
          detail: { restoredOriginal: restoresOriginal, length: text.length },
        };
      }),
  };
}

export type StoryModeration = ReturnType<typeof storyModeration>;
