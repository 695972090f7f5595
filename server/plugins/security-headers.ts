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
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
    reply.header('Content-Security-Policy', reply.pageCsp ?? lockedDownCsp);
    reply.header('X-Request-Id', request.id);
    return payload;
  });
});
