import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { enquiryContent } from '../../content/enquiry';
import { enquiryMessages, parseEnquiry } from '../../lib/validations/enquiry';
import {
  enquiryFieldNames,
  enquiryLimits,
  enquirySubjects,
  honeypotField,
  isEnquiryFormId,
  type EnquiryFieldErrors,
  type EnquiryFormId,
} from '../../lib/validations/enquiry-fields';
import { saveEnquiry } from '../enquiries/save-enquiry';
import { createFormAnswers } from '../forms/answer';

type Fields = Record<string, unknown>;

/** Where a browser without JavaScript posts the forms (lib/links.ts): a page address, not the API's. */
const FORM_POST_PATH = '/send-enquiry';

/** Generous for a name, a phone, an email and a 5,000-character message; a bigger body is refused (413). */
const multipartLimits = { fields: 20, fieldSize: 32 * 1024, fieldNameSize: 100, files: 0, parts: 25 };

const clientError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Multipart limits and body limits surface as Fastify errors; each is a clear 4xx. */
function statusOf(error: FastifyError) {
  if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') return 413;
  return error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
}

/** The form's `_subject` names the form in the practice's inbox; one line, bounded, or the form's default. */
function mailSubject(form: EnquiryFormId, subject: unknown) {
  const line = typeof subject === 'string' ? subject.replace(/\s+/g, ' ').trim() : '';
  return line && line.length <= enquiryLimits.subject ? line : enquirySubjects[form];
}

async function readMultipart(request: FastifyRequest): Promise<Fields> {
  const fields: Fields = {};
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type !== 'field') continue;
      if (part.valueTruncated) throw clientError(413, 'A field is too long.');
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const { code, statusCode } = error as FastifyError;
    if (code === 'FST_FILES_LIMIT') throw clientError(400, 'This form does not accept files.');
    if (statusCode && statusCode < 500) throw error;
    throw clientError(400, 'The form data could not be read.');
  }
  return fields;
}

/**
 * The three enquiry forms, stored with their notification mail in the outbox before the patient is told:
 * - POST /api/enquiries: the spec's form-service protocol (multipart with `_subject` and `_replyto`, answered in
 *   JSON: 201, or 422 with a message per field), which the island speaks; JSON bodies too.
 * - POST /send-enquiry: the same form posted as plain HTML, before or without JavaScript: answered with a 303 to
 *   the thank-you page, or with the form again, its errors and the patient's values (lib/forms/answer-page.tsx).
 *   A page address of its own, so the address bar never shows the API's.
 */
export default async function enquiryRoutes(app: FastifyInstance) {
  const { config } = app;
  const bodyLimit = app.initialConfig.bodyLimit ?? 256 * 1024;
  const answers = createFormAnswers(config);

  // These parsers are registered in this plugin's scope only; a text/plain body gets 415 like any other type.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody);
  await app.register(multipart, { limits: multipartLimits });

  // Every refusal is a clear 4xx; an API client reads it as JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'enquiry could not be stored');
      return reply.code(status).send({ error: 'Something went wrong on our side. Please try again later.' });
    }
    return reply.code(status).send({ error: error.message });
  });

  const routeOptions = {
    // Multipart is read as a stream, past Fastify's body limit: refuse an oversized one before reading it.
    onRequest: async (request: FastifyRequest) => {
      if (Number(request.headers['content-length'] ?? 0) > bodyLimit)
        throw clientError(413, 'The message is too large.');
    },
    // Read the body before the rate limit (preHandler), which counts per client and per form.
    preValidation: async (request: FastifyRequest) => {
      if (request.isMultipart()) request.body = await readMultipart(request);
      else if (!/^application\/(json|x-www-form-urlencoded)\b/i.test(request.headers['content-type'] ?? '')) {
        throw clientError(415, 'Send the form as multipart/form-data, application/x-www-form-urlencoded or JSON.');
      } else if (!isPlainObject(request.body)) throw clientError(400, 'The body must be an object of form fields.');
    },
    config: {
      rateLimit: {
        max: config.ENQUIRY_RATE_LIMIT_MAX,
        timeWindow: config.ENQUIRY_RATE_LIMIT_WINDOW_MINUTES * 60_000,
        keyGenerator: (request: FastifyRequest) => {
          const form = (request.body as Fields | undefined)?.form;
          return `enquiry|${isEnquiryFormId(form) ? form : 'unknown'}|${request.ip}`;
        },
      },
    },
  };

  /** Checks and stores one enquiry; the caller tells the patient in the way they sent it. */
  async function receive(
    request: FastifyRequest,
  ): Promise<{ ok: true; id: string } | { ok: false; errors: EnquiryFieldErrors & { form?: string } }> {
    const fields = request.body as Fields;
    const { form } = fields;
    if (!isEnquiryFormId(form)) return { ok: false, errors: { form: enquiryMessages.form } };
    const parsed = parseEnquiry(form, fields);
    if (!parsed.ok) return parsed;

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

  app.post('/api/enquiries', routeOptions, async (request, reply) => {
    const outcome = await receive(request);
    if (!outcome.ok) return reply.code(422).send({ errors: outcome.errors });
    return reply.code(201).send({ ok: true, id: outcome.id });
  });

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
      errorHandler: (error: FastifyError, request, reply) => {
        const status = statusOf(error);
        if (status >= 500) request.log.error({ err: error }, 'enquiry could not be stored');
        const { problemPage, sendErrors } = enquiryContent;
        const notice =
          status >= 500
            ? sendErrors.notOk
            : status === 429
              ? problemPage.tooMany
              : status === 413
                ? problemPage.tooLarge
                : problemPage.malformed;
        return answerAgain(reply, status, request.body, {}, notice);
      },
    },
    async (request, reply) => {
      const outcome = await receive(request);
      if (outcome.ok) return reply.redirect(answers.siteUrl('/enquiry-sent'), 303);
      const { form: formProblem, ...errors } = outcome.errors;
      return answerAgain(reply, 422, request.body, errors, formProblem);
    },
  );

  // Reached by typing or reopening the address rather than by posting the form: back to the forms.
  app.get(FORM_POST_PATH, async (_request, reply) => reply.redirect(answers.siteUrl('/#contact'), 303));
}
