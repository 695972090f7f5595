'use client';

import { useState } from 'react';

import type { StaffMail } from '@/lib/admin/contracts';

import { useAdminApi } from './admin-api';
import { AdminTable, buttonClass, FilterButtons, LoadedList, PageHeading, StatusMessage } from './admin-ui';
import { formatDateTime, useAction, useAdminData } from './use-admin-data';

type Mail = StaffMail;

type Show = Mail['status'] | 'all';

const filters: { value: Show; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Waiting' },
  { value: 'sent', label: 'Sent' },
];

const statusLabel: Record<Mail['status'], string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** The notification mails: sent, waiting to be (re)tried, or failed for good (which staff can try again). */
export function OutboxList() {
  const api = useAdminApi();
  const [show, setShow] = useState<Show>('all');
  const mails = useAdminData<Mail[]>(`/outbox?status=${show}`);
  const { notice, run } = useAction(mails.reload);

  const retry = (mail: Mail) =>
    run(
      () => api.post(`/outbox/${encodeURIComponent(mail.id)}/retry`),
      `The mail “${mail.subject}” will be tried again shortly.`,
    );

  return (
    <>
      <PageHeading
        title="Mail outbox"
        intro="Every notification the website sends goes through this outbox. A mail that cannot be sent is tried again with growing gaps; after the last try it is marked failed. Nothing is lost: the enquiry or story itself is always stored first."
      />
      <FilterButtons label="Show mails" options={filters} value={show} onChange={setShow} />
      <StatusMessage notice={notice} />
      <LoadedList list={mails} what="mails" empty="No mails here.">
        {(rows) => (
          <AdminTable
            caption="Notification mails, newest first"
            rows={rows}
            rowKey={(mail) => mail.id}
            columns={[
              { header: 'Created', cell: (m) => formatDateTime(m.created_at), className: 'whitespace-nowrap' },
              { header: 'To', cell: (m) => m.to_address },
              { header: 'Subject', cell: (m) => m.subject },
              {
                header: 'Status',
                className: 'font-semibold',
                cell: (m) => (
                  <>
                    {statusLabel[m.status]}
                    {m.sent_at && <span className="block font-normal text-ink-muted">{formatDateTime(m.sent_at)}</span>}
                  </>
                ),
              },
              { header: 'Tries', cell: (m) => m.attempts },
              { header: 'Last problem', cell: (m) => m.last_error ?? '', className: 'break-words text-ink-soft' },
              {
                header: <span className="sr-only">Actions</span>,
                cell: (m) =>
                  m.status === 'failed' && (
                    <button type="button" className={buttonClass.secondary} onClick={() => retry(m)}>
                      Try again
                    </button>
                  ),
              },
            ]}
          />
        )}
      </LoadedList>
    </>
  );
}
