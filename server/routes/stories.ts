import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

import { stories as words } from '../../content/stories';
import { fieldErrors, storySchema } from '../../lib/validations/story';
import { storyFieldNames, storyFromFormFields } from '../../lib/validations/story-fields';
import { shouldSeedDemoData } from '../admin/env';
import { createFormAnswers } from '../forms/answer';
import { seedDemoStories } from '../stories/demo';
import { listApprovedStories, storeSubmittedStory } from '../stories/repository';

const clientError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/** A story with every field at its longest is under 8 KB of JSON; 32 KB leaves room and refuses floods (413). */
const STORY_BODY_LIMIT = 32 * 1024;

/** Where a browser without JavaScript posts the story form (lib/links.ts): a page address, not the API's. */
const FORM_POST_PATH = '/send-story';

/**
 * GET /api/stories: the approved stories, newest first, in the spec's Testimonial shape (no contact details).
 * POST /api/submit-story: a patient's story as JSON (the island), stored as pending (with the staff notification
 * in the outbox) before 201 is answered.
 * POST /send-story: the same form posted as plain HTML, before or without JavaScript: stored, then a 303 to the
 * thank-you page; or the form again with its errors and the patient's values (lib/forms/answer-page.tsx).
 */
export default async function storyRoutes(app: FastifyInstance) {
  const { config } = app;
  const answers = createFormAnswers(config);
  await app.register(formbody);
  if (shouldSeedDemoData(config)) {
    const added = await seedDemoStories(app.db);
    if (added > 0) app.log.info({ added }, 'stories: seeded fictional demo stories (DEMO_DATA)');
  }

  app.get('/api/stories', async (_request, reply) => {
    // Briefly cacheable: a newly approved story shows within a minute.
    reply.header('Cache-Control', 'public, max-age=60');
    return listApprovedStories(app.db);
  });

  const rateLimit = {
    max: config.STORY_RATE_LIMIT_MAX,
    timeWindow: config.STORY_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    keyGenerator: (request: FastifyRequest) => `story|${request.ip}`,
  };

  app.post(
    '/api/submit-story',
    {
      bodyLimit: STORY_BODY_LIMIT,
      onRequest: async (request: FastifyRequest) => {
        if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
          throw clientError(415, 'Send the story as JSON (Content-Type: application/json).');
        }
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw clientError(400, 'The body must be a JSON object of story fields.');
      }
      const parsed = storySchema.safeParse(body);
      if (!parsed.success) return reply.code(422).send({ errors: fieldErrors(parsed.error) });

      const stored = await storeSubmittedStory(app.db, parsed.data, { to: config.MAIL_TO });
      if (!stored.duplicate) app.mailOutbox.nudge();
      return reply.code(201).send({ ok: true, id: stored.id });
    },
  );

  app.post(
    FORM_POST_PATH,
    {
      bodyLimit: STORY_BODY_LIMIT,
      onRequest: async (request: FastifyRequest) => {
        if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
          throw clientError(415, 'Send the story form as application/x-www-form-urlencoded.');
        }
      },
      config: { rateLimit },
      // A refusal (too many, too large, unreadable) is the form again with the reason, never a bare error.
      errorHandler: (error: FastifyError, request, reply) => {
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
        if (status >= 500) request.log.error({ err: error }, 'story could not be stored');
        const { problems, failed } = words.form;
        const notice =
          status >= 500
            ? failed
            : status === 429
              ? problems.tooMany
              : status === 413
                ? problems.tooLarge
                : problems.malformed;
        return answers.send(reply, status, {
          kind: 'story',
          action: FORM_POST_PATH,
          values: postedValues(request.body),
          errors: {},
          notice,
        });
      },
    },
    async (request, reply) => {
      const values = postedValues(request.body);
      const parsed = storySchema.safeParse(storyFromFormFields(values));
      if (!parsed.success) {
        return answers.send(reply, 422, {
          kind: 'story',
          action: FORM_POST_PATH,
          values,
          errors: fieldErrors(parsed.error),
        });
      }
      const stored = await storeSubmittedStory(app.db, parsed.data, { to: config.MAIL_TO });
      if (!stored.duplicate) app.mailOutbox.nudge();
      return reply.redirect(answers.siteUrl('/story-sent'), 303);
    },
  );

  // Reached by typing or reopening the address rather than by posting the form: back to the form.
  app.get(FORM_POST_PATH, async (_request, reply) =>
    reply.redirect(answers.siteUrl('/patient-success-stories#share-your-story'), 303),
  );
}

/** The story form's fields as posted: text only (a repeated field, which no form of ours sends, is dropped). */
function postedValues(body: unknown) {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    storyFieldNames.flatMap((name) => (typeof fields[name] === 'string' ? [[name, fields[name] as string]] : [])),
  );
}
