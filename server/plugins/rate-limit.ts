import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-client rate limits, off unless a route asks (`config: { rateLimit: { max, timeWindow } }`). The client
 * is `request.ip`: the socket address, or the X-Forwarded-For address when TRUST_PROXY names the proxy.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
});
