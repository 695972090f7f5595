import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { EnquiryFieldName } from '../../components/enquiry/enquiry-form-view';
import { enquiryContent } from '../../content/enquiry';
import {
  enquiryLimits,
  enquiryMessages,
  enquirySubjects,
  honeypotField,
  isEnquiryFormId,
  parseEnquiry,
  type EnquiryFormId,
} from '../../lib/validations/enquiry';
import { httpError } from '../plugins/errors';
import { createHtmlAnswers } from './html-answer';
import { saveEnquiry } from './save-enquiry';

type Fields = Record<string, unknown>;

/** Generous for a name, a phone, an email and a 5,000-character message; a bigger body is refused (413). */
const multipartLimits = { fields: 20, fieldSize: 32 * 1024, fieldNameSize: 100, files: 0, parts: 25 };

/** A browser posting the form without JavaScript asks for HTML; the island and API clients ask for JSON. */
const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

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
 * POST /api/enquiries: the three enquiry forms, in the spec's form-service protocol (multipart with `_subject`
 * and `_replyto`, answering JSON), as a plain form post without JavaScript (urlencoded, answered with a 303 to
 * the thank-you page or the form again with its errors) and as JSON. Stored, with its notification mail in the
 * outbox, before the patient is told it was received.
 */
export default async function enquiryRoutes(app: FastifyInstance) {
  const { config } = app;
  const bodyLimit = app.initialConfig.bodyLimit ?? 256 * 1024;
  const thankYouUrl = `${config.SITE_ORIGIN ? new URL(config.SITE_ORIGIN).origin : ''}/enquiry-sent`;
  const answers = createHtmlAnswers(config.SITE_DIR);

  // These parsers are registered in this plugin's scope only.
  await app.register(formbody);
  await app.register(multipart, { limits: multipartLimits });

  // Only enquiries that pass validation count: five refusals while a patient fixes the form must not lock them out.
  const countAccepted = app.rateLimit({
    max: config.ENQUIRY_RATE_LIMIT_MAX,
    timeWindow: config.ENQUIRY_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    keyGenerator: (request) => `enquiry|${(request.body as Fields).form}|${request.ip}`,
  });

  function sendProblem(
    reply: FastifyReply,
    status: number,
    form: unknown,
    fields: Fields,
    errors: Partial<Record<EnquiryFieldName, string>>,
    notice?: string,
  ) {
    const values = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [EnquiryFieldName, string] => typeof entry[1] === 'string'),
    );
    const page = answers.problem({
      form: isEnquiryFormId(form) ? form : 'contact',
      action: '/api/enquiries',
      values,
      errors,
      notice,
    });
    reply.pageCsp = page.csp;
    return reply.code(status).type('text/html; charset=utf-8').send(page.html);
  }

  /** A refusal (4xx, or our failure) shown to a browser without JavaScript: the form again, with a notice. */
  function errorPage(request: FastifyRequest, reply: FastifyReply, status: number) {
    if (!wantsHtml(request)) return undefined;
    const { problemPage, sendErrors } = enquiryContent;
    const notice =
      status >= 500
        ? sendErrors.notOk
        : status === 429
          ? problemPage.tooMany
          : status === 413
            ? problemPage.tooLarge
            : problemPage.malformed;
    const fields = isPlainObject(request.body) ? request.body : {};
    return sendProblem(reply, status, fields.form, fields, {}, notice);
  }

  app.post(
    '/api/enquiries',
    {
      // Multipart is read as a stream, past Fastify's body limit: refuse an oversized one before reading it.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > bodyLimit)
          throw httpError(413, 'The message is too large.');
      },
      preValidation: async (request) => {
        if (request.isMultipart()) request.body = await readMultipart(request);
        else if (!isPlainObject(request.body)) throw httpError(400, 'The body must be an object of form fields.');
      },
      config: {
        bodyTypes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        errorPage,
      },
    },
    async (request, reply) => {
      const fields = request.body as Fields;
      const { form } = fields;
      if (!isEnquiryFormId(form)) {
        const errors = { form: enquiryMessages.form };
        return wantsHtml(request)
          ? sendProblem(reply, 422, form, fields, {}, errors.form)
          : reply.code(422).send({ errors });
      }
      const parsed = parseEnquiry(form, fields);
      if (!parsed.ok) {
        return wantsHtml(request)
          ? sendProblem(reply, 422, form, fields, parsed.errors)
          : reply.code(422).send({ errors: parsed.errors });
      }
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

      if (wantsHtml(request)) return reply.redirect(thankYouUrl, 303);
      return reply.code(201).send({ ok: true, id });
    },
  );
}
