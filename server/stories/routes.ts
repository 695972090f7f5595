import type { FastifyInstance } from 'fastify';

import { fieldErrors, storySchema } from '../../lib/validations/story';
import { httpError } from '../plugins/errors';
import { matchesEtag } from './published-list';
import { storeSubmittedStory } from './repository';

/** A story with every field at its longest is under 8 KB of JSON; 32 KB leaves room and refuses floods (413). */
const STORY_BODY_LIMIT = 32 * 1024;

/**
 * GET /api/stories: the approved stories, newest first, in the spec's Testimonial shape (no contact details).
 * POST /api/submit-story: a patient's story as JSON, stored as pending (with the staff notification in the
 * outbox) before 201 is answered.
 */
export default async function publicStoryRoutes(app: FastifyInstance) {
  const { config } = app;

  // Only stories that pass validation count against the limit, as for enquiries.
  const countAccepted = app.rateLimit({
    max: config.STORY_RATE_LIMIT_MAX,
    timeWindow: config.STORY_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    keyGenerator: (request) => `story|${request.ip}`,
  });

  // Revalidated on every view (no-cache, ETag, 304), so a story staff approve shows at once.
  app.get('/api/stories', async (request, reply) => {
    const { json, etag } = await app.publishedStories.current();
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post(
    '/api/submit-story',
    {
      bodyLimit: STORY_BODY_LIMIT,
      config: { bodyTypes: ['application/json'] },
    },
    async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw httpError(400, 'The body must be a JSON object of story fields.');
      }
      const parsed = storySchema.safeParse(body);
      if (!parsed.success) return reply.code(422).send({ errors: fieldErrors(parsed.error) });
      await countAccepted.call(app, request, reply);

      const stored = await storeSubmittedStory(app.db, parsed.data, { to: config.MAIL_TO });
      if (!stored.duplicate) app.mailOutbox.nudge();
      return reply.code(201).send({ ok: true, id: stored.id });
    },
  );
}
