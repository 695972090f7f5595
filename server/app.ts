import { randomUUID } from 'node:crypto';

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import adminApi from './admin/plugin';
import chatIndex from './chat/index-plugin';
import chatRoutes from './chat/routes';
import { trustProxyOption, type Config } from './config';
import database from './db/plugin';
import enquiryRoutes from './enquiries/routes';
import health from './health/plugin';
import mail from './mail/plugin';
import placeholderRoutes from './placeholder/routes';
import bodyTypes from './plugins/body-types';
import compression from './plugins/compression';
import cors from './plugins/cors';
import errors from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import { hasBuiltSite } from './plugins/site-manifest';
import staticSite from './plugins/static-site';
import rateLimit from './rate-limit/plugin';
import searchPage from './search/routes';
import stories from './stories/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // Visitors' messages never reach the logs: only method, path and status are logged for requests.
    serializers: {
      req: (req) => ({ method: req.method, url: req.url?.split('?')[0] }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * The whole server as one Fastify instance; server.ts only starts it, tests call inject() on it. HTTP-wide
 * behaviour comes first (plugins/: errors, body types, compression, headers, CORS), then storage and mail, then
 * each concern with its routes (enquiries, stories, back office, chat), then the static site with its search page.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Slow or stalled clients cannot hold sockets open: a request must arrive whole (headers and body) within
    // REQUEST_TIMEOUT_MS, else Node answers 408 and closes (checked every second); a socket with no traffic
    // either way for longer than a request may take to arrive, or than the chat waits for its model, is closed.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: Math.max(2 * config.REQUEST_TIMEOUT_MS, config.GEMINI_TIMEOUT_MS + 5_000),
    http: {
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, config.REQUEST_TIMEOUT_MS),
    },
  });
  app.decorate('config', config);

  await app.register(errors);
  await app.register(bodyTypes);
  await app.register(compression);
  await app.register(securityHeaders);
  await app.register(cors);
  await app.register(health);
  await app.register(database);
  await app.register(mail);
  await app.register(rateLimit);

  await app.register(placeholderRoutes);
  await app.register(enquiryRoutes);
  await app.register(stories);
  await app.register(adminApi);
  await app.register(chatIndex);
  await app.register(chatRoutes);
  if (config.SERVE_SITE) {
    await app.register(searchPage, { siteDir: config.SITE_DIR });
    await app.register(staticSite, { siteDir: config.SITE_DIR });
  } else if (hasBuiltSite(config.SITE_DIR)) {
    // The site is on a static host; staff use the back office here (docs/deploying.md).
    await app.register(staticSite, { siteDir: config.SITE_DIR, backOfficeOnly: true });
  }

  return app;
}
