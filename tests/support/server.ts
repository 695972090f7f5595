import { existsSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';

import { createTestDatabase, type DatabaseKind, type TestDatabase } from './database';

export const siteDir = path.resolve(import.meta.dirname, '../../out');

/** Fails with a clear message when the export is missing, instead of skipping. */
export function requireBuiltSite() {
  if (!existsSync(path.join(siteDir, '404.html'))) {
    throw new Error('These tests need the built site: run "npm run build" first (npm test does).');
  }
}

export type RunningServer = { app: FastifyInstance; baseUrl: string; close: () => Promise<void> };

/**
 * The real server on loopback, on env.PORT or a random port. Pass DATABASE_URL (see tests/support/database.ts) to choose the
 * database; without it the server gets a throw-away SQLite file, removed on close.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const scratch = env.DATABASE_URL ? undefined : await createTestDatabase('sqlite');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    ...(scratch && { DATABASE_URL: scratch.url }),
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ port: config.PORT, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await scratch?.drop();
    },
  };
}

/**
 * For a describe block: the real server on a fresh database of `kind`, started before its tests, closed (and the
 * database dropped) after them. Read `.server` inside the tests.
 */
export function serverOn(kind: DatabaseKind, env: Record<string, string> = {}) {
  const context = {} as { server: RunningServer; database: TestDatabase };
  beforeAll(async () => {
    context.database = await createTestDatabase(kind);
    context.server = await startServer({ DATABASE_URL: context.database.url, ...env });
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.drop();
  });
  return context;
}
