import { randomUUID } from 'node:crypto';

import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';

import adminApi from './admin/plugin';
import { trustProxyOption, type Config } from './config';
import cors from './plugins/cors';
import database from './plugins/database';
import mail from './plugins/mail';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import staticSite from './plugins/static-site';
import chatRoutes from './routes/chat';
import enquiryRoutes from './routes/enquiries';
import healthRoutes from './routes/health';
import placeholderRoutes from './routes/placeholder';
import storyRoutes from './routes/stories';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Named readiness checks that plugins add (database, ...); /readyz runs them all. */
    readinessChecks(): Promise<Record<string, boolean>>;
    addReadinessCheck(name: string, check: () => Promise<boolean>): void;
  }
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // Visitors' messages never reach the logs: only method, path and status are logged for requests.
    serializers: {
      req: (req) => ({ method: req.method, url: req.url?.split('?')[0] }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  };
}

/** The whole server as one Fastify instance; server.ts only starts it, tests call inject() on it. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  app.decorate('config', config);

  const checks = new Map<string, () => Promise<boolean>>();
  app.decorate('addReadinessCheck', (name: string, check: () => Promise<boolean>) => void checks.set(name, check));
  app.decorate('readinessChecks', async () => {
    const results: Record<string, boolean> = {};
    for (const [name, check] of checks) results[name] = await check().catch(() => false);
    return results;
  });

  await app.register(securityHeaders);
  await app.register(database);
  await app.register(mail);
  await app.register(cors);
  await app.register(rateLimit);

  // One error handler: a client's mistake gets its 4xx with a plain message; anything else a generic 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'Something went wrong on our side. Please try again later.' });
    }
    return reply.code(status).send({ error: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );

  await app.register(healthRoutes);
  await app.register(placeholderRoutes);
  await app.register(enquiryRoutes);
  await app.register(storyRoutes);
  await app.register(adminApi);
  await app.register(chatRoutes);
  if (config.SERVE_SITE) await app.register(staticSite, { siteDir: config.SITE_DIR });

  return app;
}
