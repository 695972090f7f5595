import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export type AuditEntry = {
  staff: { id: string | null; email: string };
  action: string;
  target?: { type: string; id: string };
  /** What changed, in a few fields; never a patient's contact details. */
  detail?: Record<string, unknown>;
};

/** Records a staff action; call it in the transaction that makes the change, so the log cannot miss one. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now = new Date()) {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      staff_id: entry.staff.id,
      staff_email: entry.staff.email,
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      created_at: now.toISOString(),
    })
    .execute();
}
