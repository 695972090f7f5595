import type { Kysely } from 'kysely';

/**
 * Failed logins are counted per email address, whether or not an account has it, so the lockout does not tell
 * which addresses belong to staff. The counts move out of staff_users (a lock in force at the upgrade is lifted).
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('login_failures')
    .addColumn('email_hash', 'text', (col) => col.primaryKey())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_failed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('staff_users').dropColumn('failed_attempts').execute();
  await db.schema.alterTable('staff_users').dropColumn('locked_until').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema
    .alterTable('staff_users')
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('staff_users').addColumn('locked_until', 'text').execute();
  await db.schema.dropTable('login_failures').execute();
}
