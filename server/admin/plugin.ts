import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { httpError } from '../plugins/errors';
import { adminSettings, csrfMatches, findSession, type StaffSession } from './sessions';
import adminRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api/admin (method and URL), so a test can walk them all. */
    adminRoutes: { method: string; url: string; public: boolean }[];
  }
  interface FastifyRequest {
    /** The member of staff whose session cookie came with the request (admin routes only). */
    staff: StaffSession | null;
  }
  interface FastifyContextConfig {
    /** An admin route that needs no session (only the login). */
    adminPublic?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing call must come from a page of our own origin: the browser's Origin header (or, failing that,
 * Sec-Fetch-Site) must say so. Together with SameSite=Strict and the per-session CSRF token this stops cross-site
 * requests.
 */
function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      return new URL(origin).host === request.host;
    } catch {
      return false;
    }
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * The back-office API under /api/admin: every route needs a live staff session, except the login; every
 * state-changing call also needs our own origin and the session's CSRF token in `X-CSRF-Token`. Answers are
 * never cached.
 */
export default fp(
  async function adminApi(app: FastifyInstance) {
    app.decorate('adminRoutes', []);
    const settings = adminSettings(app.config);

    await app.register(
      async (admin) => {
        await admin.register(cookie);
        admin.decorateRequest('staff', null);
        admin.addHook('onRoute', (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) {
            if (method !== 'HEAD')
              app.adminRoutes.push({ method, url: route.url, public: Boolean(route.config?.adminPublic) });
          }
        });
        admin.addHook('onRequest', async (request, reply) => {
          reply.header('Cache-Control', 'no-store');
          const changesState = !SAFE_METHODS.has(request.method);
          if (changesState && !fromOwnOrigin(request))
            throw httpError(403, 'This request must come from the back office pages.');
          if (request.routeOptions.config.adminPublic) return;
          const token = request.cookies[settings.cookieName];
          request.staff = token ? await findSession(app.db, token, settings.limits) : null;
          if (!request.staff) throw httpError(401, 'Please log in.');
          if (
            changesState &&
            !csrfMatches(request.staff.csrfToken, request.headers['x-csrf-token'] as string | undefined)
          ) {
            throw httpError(403, 'The security token is missing or out of date. Reload the page and try again.');
          }
        });
        await admin.register(adminRoutes, { settings });
      },
      { prefix: '/api/admin' },
    );
  },
  { name: 'admin-api', dependencies: ['database', 'errors', 'stories'] },
);
