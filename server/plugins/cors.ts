import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls are allowed from the site's own origin only: SITE_ORIGIN when the export is hosted
 * apart from the API. Without it the site and the API share an origin and no other origin is allowed.
 */
export default fp(
  async function corsPlugin(app: FastifyInstance) {
    // A list (not a bare string) so the plugin compares the Origin and leaves the header off for any other.
    const origin = app.config.SITE_ORIGIN ? [new URL(app.config.SITE_ORIGIN).origin] : false;
    // Retry-After: a page on another origin reads it from a 429 to tell the patient when to try again.
    await app.register(cors, { origin, methods: ['GET', 'POST'], maxAge: 600, exposedHeaders: ['Retry-After'] });
  },
  { name: 'cors' },
);
