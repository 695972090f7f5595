import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was on that day, not as schema.ts says today.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('form', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('consented_at', 'text', (col) => col.notNull())
    .addColumn('is_spam', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('enquiries_created_at').on('enquiries').column('created_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enquiry_id', 'text', (col) => col.references('enquiries.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claim_expires_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_enquiry').on('mail_outbox').column('enquiry_id').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('enquiries').execute();
}
