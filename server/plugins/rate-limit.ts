import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { isPostgres } from '../db/database';
import { databaseRateLimitStore, sweepExpiredHits } from '../rate-limit/database-store';

/**
 * @fastify/rate-limit, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * It runs after the body is parsed (preHandler), so a route can key its limit on a field such as the form.
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
        Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
          statusCode: context.statusCode,
        }),
    });
    if (!shared) return;
    const sweep = setInterval(() => {
      sweepExpiredHits(app.db).catch((error) => app.log.warn({ err: error }, 'rate limit: sweep failed'));
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
