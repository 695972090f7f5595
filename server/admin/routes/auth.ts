import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { StaffSession } from '../../../lib/admin/contracts';
import { typedText } from '../../../lib/validations/text';

import { recordAudit } from '../../audit/audit-log';
import { attemptLogin } from '../login';
import type { AdminSettings } from '../sessions';
import { endSession } from '../sessions';
import { httpError, parseRequest } from '../../plugins/errors';

const loginBody = z.object({
  email: typedText().check(z.trim(), z.minLength(1, 'Enter your email address'), z.maxLength(254)),
  password: z.string().min(1, 'Enter your password').max(1024),
  code: typedText().check(
    z.trim(),
    z.minLength(1, 'Enter the 6-digit code from your authenticator app'),
    z.maxLength(10),
  ),
});

const LOGIN_FAILED = 'The email address, password or code is not right.';

export default async function authRoutes(app: FastifyInstance, { settings }: { settings: AdminSettings }) {
  const cookieOptions = { httpOnly: true, secure: settings.secureCookie, sameSite: 'strict', path: '/' } as const;

  // Besides each account's own lockout, one address may try only so often (password guessing across accounts).
  const perAddress = {
    max: 20,
    timeWindow: 15 * 60_000,
    keyGenerator: (request: { ip: string }) => `admin-login|${request.ip}`,
  };

  app.post('/login', { config: { adminPublic: true, rateLimit: perAddress } }, async (request, reply) => {
    const credentials = parseRequest(loginBody, request.body);
    const result = await attemptLogin(app.db, credentials, settings.limits);
    if (result.kind === 'locked') {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      reply.header('Retry-After', String(result.retryAfterSeconds));
      throw httpError(429, `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    if (result.kind === 'invalid') throw httpError(401, LOGIN_FAILED);
    reply.setCookie(settings.cookieName, result.token, cookieOptions);
    return { email: result.staff.email, csrfToken: result.csrfToken } satisfies StaffSession;
  });

  /** Who is logged in, and the CSRF token the pages send back (read again after a reload). */
  app.get('/session', async (request): Promise<StaffSession> => ({
    email: request.staff!.email,
    csrfToken: request.staff!.csrfToken,
  }));

  app.post('/logout', async (request, reply) => {
    const staff = request.staff!;
    await endSession(app.db, staff.tokenHash);
    await recordAudit(app.db, { staff: { id: staff.staffId, email: staff.email }, action: 'logout' });
    reply.clearCookie(settings.cookieName, cookieOptions);
    return reply.code(204).send();
  });
}
