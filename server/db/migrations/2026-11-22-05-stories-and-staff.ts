import type { Kysely } from 'kysely';

/** Patient stories awaiting or past moderation, staff accounts and sessions, the audit log, enquiry handling. */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('stories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('submission_id', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('consultation_date', 'text', (col) => col.notNull())
    .addColumn('consultation_time', 'text', (col) => col.notNull())
    .addColumn('had_surgery', 'integer', (col) => col.notNull())
    .addColumn('treatment', 'text', (col) => col.notNull())
    .addColumn('condition', 'text', (col) => col.notNull())
    .addColumn('other_treatment', 'text', (col) => col.notNull())
    .addColumn('other_condition', 'text', (col) => col.notNull())
    .addColumn('surgery_type', 'text', (col) => col.notNull())
    .addColumn('original_text', 'text', (col) => col.notNull())
    .addColumn('published_text', 'text')
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('profile_color', 'text', (col) => col.notNull())
    .addColumn('consented_at', 'text', (col) => col.notNull())
    .addColumn('consent_text', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('edited_at', 'text')
    .addColumn('edited_by', 'text')
    .addColumn('is_demo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('stories_status_submitted_at')
    .on('stories')
    .columns(['status', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('totp_secret', 'text', (col) => col.notNull())
    .addColumn('last_totp_step', 'integer')
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff_id').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text')
    .addColumn('staff_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();

  // Staff's handling of an enquiry, beside the enquiry itself; deleted with it (retention purge).
  await db.schema
    .createTable('enquiry_handling')
    .addColumn('enquiry_id', 'text', (col) => col.primaryKey().references('enquiries.id').onDelete('cascade'))
    .addColumn('read_at', 'text')
    .addColumn('handled_at', 'text')
    .addColumn('handled_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('enquiry_handling').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_users').execute();
  await db.schema.dropTable('stories').execute();
}
