import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { EditStoryRequest, RejectStoryRequest, StaffStory } from '../../../lib/admin/contracts';
import { publicName, STORY_LIMITS } from '../../../lib/validations/story-fields';
import { typedText } from '../../../lib/validations/text';
import { parseRequest } from '../../plugins/errors';
import { idParams } from './id-params';
import type { StoryRow } from '../../stories/repository';

const statusQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });
const rejectBody = z.object({
  reason: typedText().check(z.trim(), z.minLength(1, 'Give a reason for rejecting the story'), z.maxLength(500)),
}) satisfies z.ZodType<RejectStoryRequest>;
const editBody = z.object({
  text: typedText().check(
    z.trim(),
    z.minLength(1, 'The published text cannot be empty'),
    z.maxLength(STORY_LIMITS.description),
  ),
}) satisfies z.ZodType<EditStoryRequest>;

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

/** Story moderation in the back office: the queues, and approve, reject, unpublish, edit (server/stories/moderation.ts). */
export default async function storyModerationRoutes(app: FastifyInstance) {
  const moderation = app.storyModeration;

  app.get('/stories', async (request) => {
    const { status } = parseRequest(statusQuery, request.query);
    return (await moderation.list(status)).map(forStaff);
  });

  app.post('/stories/:id/approve', async (request, reply) => {
    const { id } = parseRequest(idParams, request.params);
    await moderation.approve(request.staff!, id);
    return reply.code(204).send();
  });

  app.post('/stories/:id/reject', async (request, reply) => {
    const { id } = parseRequest(idParams, request.params);
    const { reason } = parseRequest(rejectBody, request.body);
    await moderation.reject(request.staff!, id, reason);
    return reply.code(204).send();
  });

  app.post('/stories/:id/unpublish', async (request, reply) => {
    const { id } = parseRequest(idParams, request.params);
    await moderation.unpublish(request.staff!, id);
    return reply.code(204).send();
  });

  app.post('/stories/:id/edit', async (request, reply) => {
    const { id } = parseRequest(idParams, request.params);
    const { text } = parseRequest(editBody, request.body);
    await moderation.editText(request.staff!, id, text);
    return reply.code(204).send();
  });
}
