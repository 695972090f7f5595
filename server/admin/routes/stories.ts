import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { StaffStory } from '../../../lib/admin/contracts';
import { publicName, STORY_LIMITS } from '../../../lib/validations/story-fields';
import {
  approveStory,
  editStoryText,
  listStoriesByStatus,
  rejectStory,
  unpublishStory,
} from '../../stories/moderation';
import type { StoryRow } from '../../stories/repository';
import { parseOr400 } from '../validate';

const idParams = z.object({ id: z.string().min(1).max(100) });
const statusQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });
const rejectBody = z.object({ reason: z.string().trim().min(1, 'Give a reason for rejecting the story').max(500) });
const editBody = z.object({
  text: z.string().trim().min(1, 'The published text cannot be empty').max(STORY_LIMITS.description),
});

/** A story for the moderation page (staff only: contact details included, for checking a story). */
function forStaff(row: StoryRow): StaffStory {
  return {
    id: row.id,
    status: row.status,
    publicName: publicName(row.first_name, row.last_name),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    consultationDate: row.consultation_date,
    consultationTime: row.consultation_time,
    hadSurgery: row.had_surgery === 1,
    surgeryType: row.surgery_type,
    rating: row.rating,
    originalText: row.original_text,
    publishedText: row.published_text,
    consentedAt: row.consented_at,
    consentText: row.consent_text,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    rejectionReason: row.rejection_reason,
    editedAt: row.edited_at,
    editedBy: row.edited_by,
    isDemo: row.is_demo === 1,
  };
}

export default async function storyRoutes(app: FastifyInstance) {
  app.get('/stories', async (request) => {
    const { status } = parseOr400(statusQuery, request.query);
    return (await listStoriesByStatus(app.db, status)).map(forStaff);
  });

  app.post('/stories/:id/approve', async (request, reply) => {
    const { id } = parseOr400(idParams, request.params);
    await approveStory(app.db, request.staff!, id);
    return reply.code(204).send();
  });

  app.post('/stories/:id/reject', async (request, reply) => {
    const { id } = parseOr400(idParams, request.params);
    const { reason } = parseOr400(rejectBody, request.body);
    await rejectStory(app.db, request.staff!, id, reason);
    return reply.code(204).send();
  });

  app.post('/stories/:id/unpublish', async (request, reply) => {
    const { id } = parseOr400(idParams, request.params);
    await unpublishStory(app.db, request.staff!, id);
    return reply.code(204).send();
  });

  app.post('/stories/:id/edit', async (request, reply) => {
    const { id } = parseOr400(idParams, request.params);
    const { text } = parseOr400(editBody, request.body);
    await editStoryText(app.db, request.staff!, id, text);
    return reply.code(204).send();
  });
}
