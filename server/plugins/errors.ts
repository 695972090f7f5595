import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route shows a refusal to a browser that asked for a page (the enquiry forms without JavaScript).
     * Returns the reply it sent, or nothing to leave the answer to the JSON default.
     */
    errorPage?: (request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply | undefined;
  }
}

/** The one way to refuse a request: `throw httpError(4xx, message)`; the handler below answers it. */
export const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/** Parses params, query or body with zod; a bad request is a 400 that names what is wrong, never a 500. */
export function parseRequest<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw httpError(400, result.error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; '));
  }
  return result.data;
}

export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Too many multipart parts or fields is a body that is too large, as a too-long body is. */
const TOO_LARGE_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

function statusOf(error: FastifyError) {
  if (error.code && TOO_LARGE_CODES.has(error.code)) return 413;
  const status = error.statusCode;
  return status && status >= 400 && status < 600 ? status : 500;
}

/**
 * The one error handler: a client's mistake gets its 4xx with a plain message; anything else is logged and
 * answered with a generic message, never the error's own (it may name tables, paths or values).
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = statusOf(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const page = request.routeOptions.config?.errorPage?.(request, reply, status);
      if (page) return page;
      return reply.code(status).send({ error: status >= 500 ? SERVER_FAULT_MESSAGE : error.message });
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'errors' },
);
