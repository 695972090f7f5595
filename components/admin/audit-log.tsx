'use client';

import { EmptyState, Loading, PageHeading, StatusMessage } from './admin-ui';
import { formatDateTime, useAdminData } from './use-admin-data';

type Entry = {
  id: string;
  staff_email: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  detail: string | null;
  created_at: string;
};

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
  const entries = useAdminData<Entry[]>('/audit');
  return (
    <>
      <PageHeading
        title="Audit log"
        intro="The latest 500 staff actions, newest first. Entries cannot be changed or deleted here."
      />
      {entries.loading && !entries.data ? (
        <Loading what="the audit log" />
      ) : entries.error ? (
        <StatusMessage message={entries.error} tone="error" />
      ) : entries.data!.length === 0 ? (
        <EmptyState>Nothing has been recorded yet.</EmptyState>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Staff actions, newest first</caption>
            <thead className="border-b border-sand-200 bg-sand-50">
              <tr>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  Who
                </th>
                <th scope="col" className="p-3">
                  Action
                </th>
                <th scope="col" className="p-3">
                  On
                </th>
                <th scope="col" className="p-3">
                  Details
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.data!.map((entry) => (
                <tr key={entry.id} className="border-b border-sand-200 align-top last:border-0">
                  <td className="p-3 whitespace-nowrap">{formatDateTime(entry.created_at)}</td>
                  <td className="p-3">{entry.staff_email}</td>
                  <td className="p-3 font-semibold">{entry.action}</td>
                  <td className="p-3">{entry.target_type ? `${entry.target_type} ${entry.target_id}` : ''}</td>
                  <td className="p-3 break-words text-ink-soft">{describe(entry.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
