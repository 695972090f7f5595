import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { isPostgres } from '../db/database';
import { httpError } from '../plugins/errors';
import { databaseRateLimitStore, sweepExpiredHits } from './database-store';

/**
 * @fastify/rate-limit, off by default. A route counts every request with `config: { rateLimit: { max, timeWindow } }`
 * (run after the body is parsed, in preHandler, so the key can use a field), or counts only the requests it
 * accepts by calling a limiter from `app.rateLimit({...})` once the input is valid: a patient correcting a form
 * is not turned away.
 * On PostgreSQL the counts live in the database, shared by every instance; on SQLite (one instance) in memory.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const shared = isPostgres(app.db);
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      // A limiter that cannot reach its store must not turn a patient away.
      skipOnError: true,
      ...(shared && { store: databaseRateLimitStore(app.db) }),
      errorResponseBuilder: (_request, context) =>
        httpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
    });
    if (!shared) return;
    const sweep = setInterval(() => {
      sweepExpiredHits(app.db).catch((error) => app.log.warn({ err: error }, 'rate limit: sweep failed'));
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limit', dependencies: ['database', 'errors'] },
);
