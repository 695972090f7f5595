import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { httpError } from './errors';

type BodyType = 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body types the route reads. Any other, or none, is refused with 415 before the body is read. */
    bodyTypes?: readonly BodyType[];
  }
}

const listed = (types: readonly string[]) =>
  types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : types.join('');

/**
 * The one check of a request's Content-Type, declared per route with `config: { bodyTypes: [...] }`: added to
 * those routes only, as they are registered, so a static file or a GET pays nothing for it.
 */
export default fp(
  async function bodyTypesPlugin(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const accepted = route.config?.bodyTypes;
      if (!accepted) return;
      const checkBodyType = async (request: FastifyRequest) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!(accepted as readonly string[]).includes(type)) {
          throw httpError(415, `Send the body as ${listed(accepted)} (Content-Type).`);
        }
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), checkBodyType] as typeof route.onRequest;
    });
  },
  { name: 'body-types', dependencies: ['errors'] },
);
