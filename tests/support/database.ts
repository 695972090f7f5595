import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

export type TestDatabase = {
  kind: DatabaseKind;
  /** A DATABASE_URL for the server or openDatabase(). */
  url: string;
  drop(): Promise<void>;
};

/**
 * The databases the data-layer and integration tests run against: SQLite always, PostgreSQL as well when
 * TEST_DATABASE_URL is set (`.ci/run` sets it). Use with describe.each.
 */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

async function createPostgresSchema(baseUrl: string): Promise<TestDatabase> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set to ${baseUrl}, but PostgreSQL cannot be reached there ` +
        `(${error instanceof Error ? error.message : error}). Start PostgreSQL, or unset TEST_DATABASE_URL to test SQLite only.`,
    );
  }
  // A schema of its own per test database, so parallel runs (and other engineers) never collide.
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    kind: 'postgres',
    url: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/** An empty database of the given kind: a SQLite file in a temporary folder, or a fresh PostgreSQL schema. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl)
      throw new Error('PostgreSQL tests need TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
    return createPostgresSchema(baseUrl);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'site-db-'));
  return {
    kind: 'sqlite',
    url: `file:${path.join(dir, 'site.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
