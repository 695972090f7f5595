import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_window_ends_at')
    .on('rate_limit_hits')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('rate_limit_hits').execute();
}
