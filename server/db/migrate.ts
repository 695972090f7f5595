import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';

import { isPostgres } from './database';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/** Migration files are named `YYYY-MM-DD-NN-what-it-does.ts` and run in name order. */
export const migrationFilePattern = /^\d{4}-\d{2}-\d{2}-\d{2}-[a-z0-9-]+\.(ts|js)$/;

/** Every file in server/db/migrations: adding a migration is adding a file, nothing to register. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations() {
    const files = (await readdir(migrationsDir)).filter((file) => migrationFilePattern.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      // A relative pattern, so that the compiled server (scripts/build-server.ts) holds every migration too.
      const migration = (await import(`./migrations/${file}`)) as Migration;
      migrations[file.replace(/\.(ts|js)$/, '')] = { up: migration.up, down: migration.down };
    }
    return migrations;
  }
}

/**
 * Brings the schema up to date. Safe when several instances start at once: on PostgreSQL Kysely's Migrator
 * holds an advisory lock; on SQLite each run is one BEGIN IMMEDIATE transaction, so the second waits and
 * then finds nothing left to do. Returns the names of the migrations it applied.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema it can see; pin them to ours on PostgreSQL.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(), migrationTableSchema });
  // Most starts have nothing to do: look first, without taking the migration lock (a write lock on SQLite).
  if ((await migrator.getMigrations()).every((migration) => migration.executedAt)) return [];
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
