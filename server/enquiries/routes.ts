import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { enquiryContent } from '../../content/enquiry';
import { enquiryMessages, parseEnquiry, type EnquiryErrors } from '../../lib/validations/enquiry';
import {
  enquiryFieldNames,
  enquiryLimits,
  enquirySubjects,
  honeypotField,
  isEnquiryFormId,
  type EnquiryFieldErrors,
  type EnquiryFormId,
} from '../../lib/validations/enquiry-fields';
import { createFormAnswers, refusalNotice } from '../forms/answer';
import { httpError } from '../plugins/errors';
import { saveEnquiry } from './save-enquiry';

type Fields = Record<string, unknown>;

/** Where a browser without JavaScript posts the forms (lib/links.ts): a page address, not the API's. */
const FORM_POST_PATH = '/send-enquiry';

/** Generous for a name, a phone, an email and a 5,000-character message; a bigger body is refused (413). */
const multipartLimits = { fields: 20, fieldSize: 32 * 1024, fieldNameSize: 100, files: 0, parts: 25 };

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's `_subject` names the form in the practice's inbox; one line, bounded, or the form's default. */
function mailSubject(form: EnquiryFormId, subject: unknown) {
  const line = typeof subject === 'string' ? subject.replaceAll('\0', '').replace(/\s+/g, ' ').trim() : '';
  return line && line.length <= enquiryLimits.subject ? line : enquirySubjects[form];
}

async function readMultipart(request: FastifyRequest): Promise<Fields> {
  // No prototype: a part named "__proto__" or "constructor" is a field like any other.
  const fields: Fields = Object.create(null);
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type !== 'field') continue;
      if (part.valueTruncated) throw httpError(413, 'A field is too long.');
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const { code, statusCode } = error as FastifyError;
    if (code === 'FST_FILES_LIMIT') throw httpError(400, 'This form does not accept files.');
    if (statusCode && statusCode < 500) throw error;
    throw httpError(400, 'The form data could not be read.');
  }
  return fields;
}

/**
 * The three enquiry forms, stored with their notification mail in the outbox before the patient is told:
 * - POST /api/enquiries: the spec's form-service protocol (multipart with `_subject` and `_replyto`, answered in
 *   JSON: 201, or 422 with a message per field), which the island speaks; JSON bodies too.
 * - POST /send-enquiry: the same form posted as plain HTML, before or without JavaScript: answered with a 303 to
 *   the thank-you page, or with the form again, its errors and the patient's values (components/shared/forms/answer-page.tsx).
 *   A page address of its own, so the address bar never shows the API's.
 */
export default async function enquiryRoutes(app: FastifyInstance) {
  const { config } = app;
  const bodyLimit = app.initialConfig.bodyLimit ?? 256 * 1024;
  const answers = createFormAnswers(config);

  // These parsers are registered in this plugin's scope only.
  await app.register(formbody);
  await app.register(multipart, { limits: multipartLimits });

  // Only enquiries that pass validation count: five refusals while a patient fixes the form must not lock them out.
  // One count for both addresses: the same key, whichever way the form came.
  const countAccepted = app.rateLimit({
    max: config.ENQUIRY_RATE_LIMIT_MAX,
    timeWindow: config.ENQUIRY_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    keyGenerator: (request) => `enquiry|${(request.body as Fields).form}|${request.ip}`,
  });

  const routeOptions = {
    // Multipart is read as a stream, past Fastify's body limit: refuse an oversized one before reading it.
    onRequest: async (request: FastifyRequest) => {
      if (Number(request.headers['content-length'] ?? 0) > bodyLimit) throw httpError(413, 'The message is too large.');
    },
    preValidation: async (request: FastifyRequest) => {
      if (request.isMultipart()) request.body = await readMultipart(request);
      else if (!isPlainObject(request.body)) throw httpError(400, 'The body must be an object of form fields.');
    },
  };

  /** Checks and stores one enquiry; the caller tells the patient in the way they sent it. */
  async function receive(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ ok: true; id: string } | { ok: false; errors: EnquiryErrors & { form?: string } }> {
    const fields = request.body as Fields;
    const { form } = fields;
    if (!isEnquiryFormId(form)) return { ok: false, errors: { form: enquiryMessages.form } };
    const parsed = parseEnquiry(form, fields);
    if (!parsed.ok) return parsed;
    await countAccepted.call(app, request, reply);

    // A filled honeypot is almost surely a bot, but a browser's autofill could be to blame: keep the message
    // (flagged, for staff to check) instead of dropping it, send no mail, and answer as if all went well.
    const honeypot = fields[honeypotField];
    const spam = typeof honeypot === 'string' && honeypot.trim() !== '';
    const id = await saveEnquiry(app.db, config.MAIL_TO, {
      form,
      enquiry: parsed.enquiry,
      subject: mailSubject(form, fields._subject),
      spam,
    });
    if (spam) request.log.info({ enquiryId: id }, 'enquiry: honeypot filled, stored as spam, no mail');
    else app.mailOutbox.nudge();
    return { ok: true, id };
  }

  app.post(
    '/api/enquiries',
    {
      ...routeOptions,
      config: { bodyTypes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'] },
    },
    async (request, reply) => {
      const outcome = await receive(request, reply);
      if (!outcome.ok) return reply.code(422).send({ errors: outcome.errors });
      return reply.code(201).send({ ok: true, id: outcome.id });
    },
  );

  /** The form again with what the patient typed, what to fix beside each field, and any whole-form notice. */
  function answerAgain(
    reply: FastifyReply,
    status: number,
    body: unknown,
    errors: EnquiryFieldErrors,
    notice?: string,
  ) {
    const fields = isPlainObject(body) ? body : {};
    const values = Object.fromEntries(
      enquiryFieldNames.flatMap((name) => (typeof fields[name] === 'string' ? [[name, fields[name]]] : [])),
    );
    const form = isEnquiryFormId(fields.form) ? fields.form : 'contact';
    return answers.send(reply, status, { kind: 'enquiry', form, action: FORM_POST_PATH, values, errors, notice });
  }

  app.post(
    FORM_POST_PATH,
    {
      ...routeOptions,
      config: {
        bodyTypes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        // A refusal (too many, too large, unreadable, our failure) is the form again with the reason.
        errorPage: (request, reply, status) => {
          const { problemPage, sendErrors } = enquiryContent;
          const notice = refusalNotice(status, reply, {
            serverFault: sendErrors.notOk,
            tooMany: sendErrors.tooMany,
            tooLarge: problemPage.tooLarge,
            malformed: problemPage.malformed,
          });
          return answerAgain(reply, status, request.body, {}, notice);
        },
      },
    },
    async (request, reply) => {
      const outcome = await receive(request, reply);
      if (outcome.ok) return reply.redirect(answers.siteUrl('/enquiry-sent'), 303);
      // The form id and the hidden subject have no field of their own on the page: their problem is the notice.
      const { form: formProblem, _subject: subjectProblem, ...errors } = outcome.errors;
      return answerAgain(reply, 422, request.body, errors, formProblem ?? subjectProblem);
    },
  );

  // Reached by typing or reopening the address rather than by posting the form: back to the forms.
  app.get(FORM_POST_PATH, async (_request, reply) => reply.redirect(answers.siteUrl('/#contact'), 303));
}
