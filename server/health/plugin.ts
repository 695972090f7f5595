import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a named readiness check (database, ...); /readyz runs them all. */
    addReadinessCheck(name: string, check: () => Promise<boolean>): void;
  }
}

/** Liveness and readiness for load balancers and uptime checks. */
export default fp(
  async function healthPlugin(app: FastifyInstance) {
    const checks = new Map<string, () => Promise<boolean>>();
    app.decorate('addReadinessCheck', (name: string, check: () => Promise<boolean>) => void checks.set(name, check));

    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (_request, reply) => {
      const results: Record<string, boolean> = {};
      for (const [name, check] of checks) results[name] = await check().catch(() => false);
      const ready = Object.values(results).every(Boolean);
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks: results });
    });
  },
  { name: 'health' },
);
