import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { canReachDatabase, isPostgresUrl, openDatabase, sqlitePath, type Db } from './database';
import { migrateToLatest } from './migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** The typed query layer (Kysely) over SQLite or PostgreSQL, migrated to the latest schema. */
    db: Db;
  }
}

/** Where the data lives, for the start-up log line, without a password in it. */
function describeDatabase(url: string) {
  if (!isPostgresUrl(url)) return `SQLite ${sqlitePath(url)}`;
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.host}${parsed.pathname}`;
}

/** Opens DATABASE_URL, migrates it, offers it as app.db, reports it on /readyz and closes it on shutdown. */
export default fp(
  async function databasePlugin(app: FastifyInstance) {
    const url = app.config.DATABASE_URL;
    const db = openDatabase(url);
    try {
      const applied = await migrateToLatest(db);
      app.log.info({ database: describeDatabase(url), migrationsApplied: applied }, 'database ready');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addReadinessCheck('database', () => canReachDatabase(db));
    app.addHook('onClose', () => db.destroy());
  },
  { name: 'database', dependencies: ['health'] },
);
