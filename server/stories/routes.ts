import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

import { stories as words } from '../../content/stories';
import { fieldErrors, storySchema } from '../../lib/validations/story';
import { storyFieldNames, storyFromFormFields } from '../../lib/validations/story-fields';
import { backOfficeUrl } from '../config';
import { createFormAnswers, refusalNotice } from '../forms/answer';
import { sendEncoded } from '../plugins/compression';
import { httpError } from '../plugins/errors';
import { storeSubmittedStory } from './repository';

/** A story with every field at its longest is under 8 KB of JSON; 32 KB leaves room and refuses floods (413). */
const STORY_BODY_LIMIT = 32 * 1024;

/** Where a browser without JavaScript posts the story form (lib/links.ts): a page address, not the API's. */
const FORM_POST_PATH = '/send-story';

/** The story form's fields as posted: text only (a repeated field, which no form of ours sends, is dropped). */
function postedValues(body: unknown) {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    storyFieldNames.flatMap((name) =>
      Object.hasOwn(fields, name) && typeof fields[name] === 'string' ? [[name, fields[name] as string]] : [],
    ),
  );
}

/**
 * GET /api/stories: the approved stories, newest first, in the spec's Testimonial shape (no contact details).
 * POST /api/submit-story: a patient's story as JSON (the island), stored as pending (with the staff notification
 * in the outbox) before 201 is answered.
 * POST /send-story: the same form posted as plain HTML, before or without JavaScript: stored, then a 303 to the
 * thank-you page; or the form again with its errors and the patient's values (components/shared/forms/answer-page.tsx).
 */
export default async function publicStoryRoutes(app: FastifyInstance) {
  const { config } = app;
  const answers = createFormAnswers(config);
  // The plain form post's parser, in this plugin's scope only.
  await app.register(formbody);

  // Only stories that pass validation count against the limit, as for enquiries; one count for both addresses.
  const countAccepted = app.rateLimit({
    max: config.STORY_RATE_LIMIT_MAX,
    timeWindow: config.STORY_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    keyGenerator: (request) => `story|${request.ip}`,
  });

  // Revalidated on every view (no-cache, ETag, 304), so a story staff approve shows at once.
  app.get('/api/stories', async (request, reply) => {
    const list = await app.publishedStories.current();
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
    return sendEncoded(request, reply, list);
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

      const stored = await storeSubmittedStory(app.db, parsed.data, {
        to: config.MAIL_TO,
        backOffice: backOfficeUrl(config),
      });
      if (!stored.duplicate) app.mailOutbox.nudge();
      return reply.code(201).send({ ok: true, id: stored.id });
    },
  );

  app.post(
    FORM_POST_PATH,
    {
      bodyLimit: STORY_BODY_LIMIT,
      config: {
        bodyTypes: ['application/x-www-form-urlencoded'],
        // A refusal (too many, too large, unreadable, our failure) is the form again with the reason.
        errorPage: (request, reply, status) => {
          const { problems, failed, tooMany } = words.form;
          const notice = refusalNotice(status, reply, { serverFault: failed, tooMany, ...problems });
          const values = postedValues(request.body);
          return answers.send(reply, status, { kind: 'story', action: FORM_POST_PATH, values, errors: {}, notice });
        },
      },
    },
    async (request, reply) => {
      const values = postedValues(request.body);
      const parsed = storySchema.safeParse(storyFromFormFields(values));
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return answers.send(reply, 422, { kind: 'story', action: FORM_POST_PATH, values, errors });
      }
      await countAccepted.call(app, request, reply);

      const stored = await storeSubmittedStory(app.db, parsed.data, {
        to: config.MAIL_TO,
        backOffice: backOfficeUrl(config),
      });
      if (!stored.duplicate) app.mailOutbox.nudge();
      return reply.redirect(answers.siteUrl('/story-sent'), 303);
    },
  );

  // Reached by typing or reopening the address rather than by posting the form: back to the form.
  app.get(FORM_POST_PATH, async (_request, reply) =>
    reply.redirect(answers.siteUrl('/patient-success-stories#share-your-story'), 303),
  );
}
