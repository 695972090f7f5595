import type { z } from 'zod';

/** A 400 with a plain message, for the central error handler. */
export function badRequest(message: string) {
  return Object.assign(new Error(message), { statusCode: 400 });
}

export function notFound(message: string) {
  return Object.assign(new Error(message), { statusCode: 404 });
}

/** Parses params, query or body with zod; a bad request is a 400 that names what is wrong, never a 500. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw badRequest(result.error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; '));
  }
  return result.data;
}
