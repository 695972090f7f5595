'use client';

import type { AuditLogEntry } from '@/lib/admin/contracts';

import { AdminTable, LoadedList, PageHeading } from './admin-ui';
import { formatDateTime, useAdminData } from './use-admin-data';

/** "key: value" pairs of an entry's detail, for reading rather than parsing. */
function describe(detail: string | null) {
  if (!detail) return '';
  try {
    return Object.entries(JSON.parse(detail) as Record<string, unknown>)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join('; ');
  } catch {
    return detail;
  }
}

/** Who did what, when: logins, moderation decisions, edits, exports, retries, account changes. */
export function AuditLog() {
  const entries = useAdminData<AuditLogEntry[]>('/audit');
  return (
    <>
      <PageHeading
        title="Audit log"
        intro="The latest 500 staff actions, newest first. Entries cannot be changed or deleted here."
      />
      <LoadedList list={entries} what="the audit log" empty="Nothing has been recorded yet.">
        {(rows) => (
          <AdminTable
            caption="Staff actions, newest first"
            rows={rows}
            rowKey={(entry) => entry.id}
            columns={[
              { header: 'When', cell: (e) => formatDateTime(e.created_at), className: 'whitespace-nowrap' },
              { header: 'Who', cell: (e) => e.staff_email },
              { header: 'Action', cell: (e) => e.action, className: 'font-semibold' },
              { header: 'On', cell: (e) => (e.target_type ? `${e.target_type} ${e.target_id}` : '') },
              { header: 'Details', cell: (e) => describe(e.detail), className: 'break-words text-ink-soft' },
            ]}
          />
        )}
      </LoadedList>
    </>
  );
}
