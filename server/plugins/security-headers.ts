import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { lockedDownCsp, securityHeaders } from '../../lib/csp';

declare module 'fastify' {
  interface FastifyReply {
    /** The page's own Content-Security-Policy, set by the static site plugin for exported pages. */
    pageCsp?: string;
  }
}

/** Security headers on every response: pages get their own CSP, everything else a locked-down one. */
export default fp(async function securityHeadersPlugin(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every response, static files included, and a promise per
  // response was a measurable part of serving a file.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(securityHeaders);
    reply.header('Content-Security-Policy', reply.pageCsp ?? lockedDownCsp);
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
});
