import { mkdirSync } from 'node:fs';
import path from 'node:path';

import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
} from 'kysely';
import pg from 'pg';

import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * Every SQLite transaction starts with BEGIN IMMEDIATE: it takes the write lock up front (waiting up to
 * busy_timeout), so two processes sharing the file queue up instead of failing with SQLITE_BUSY half-way.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite runs DDL inside transactions perfectly well; saying so lets the Migrator wrap each run in one. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

class SafeSqliteDialect extends SqliteDialect {
  constructor(private readonly database: SqliteDatabase.Database) {
    super({ database });
  }
  override createDriver() {
    return new ImmediateSqliteDriver({ database: this.database });
  }
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** The file a `file:` URL names: `file:/abs/site.db`, `file:///abs/site.db` or `file:relative/site.db`. */
export function sqlitePath(url: string) {
  const rest = url.slice('file:'.length);
  if (rest === ':memory:') return rest;
  return path.resolve(rest.startsWith('//') ? new URL(url).pathname : rest);
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

function openSqlite(url: string): Db {
  const file = sqlitePath(url);
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  // FULL (not NORMAL) so a commit survives a power cut: a patient is told "received" only after it.
  database.pragma('synchronous = FULL');
  return new Kysely<Database>({ dialect: new SafeSqliteDialect(database) });
}

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the database a DATABASE_URL names: `file:...` for SQLite, `postgres://...` for PostgreSQL. */
export function openDatabase(url: string): Db {
  return isPostgresUrl(url) ? openPostgres(url) : openSqlite(url);
}

/** For the few queries that must differ (row locking): everything else is written once for both. */
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A round trip to the database, for the readiness check. */
export async function canReachDatabase(db: Db) {
  await db.executeQuery(CompiledQuery.raw('select 1'));
  return true;
}
