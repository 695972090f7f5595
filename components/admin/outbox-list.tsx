'use client';

import { useState } from 'react';

import { useAdminApi } from './admin-api';
import { buttonClass, EmptyState, FilterButtons, Loading, PageHeading, StatusMessage } from './admin-ui';
import { formatDateTime, useAdminData } from './use-admin-data';

type Mail = {
  id: string;
  to_address: string;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
};

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
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const mails = useAdminData<Mail[]>(`/outbox?status=${show}`);

  const retry = async (mail: Mail) => {
    try {
      await api.post(`/outbox/${encodeURIComponent(mail.id)}/retry`);
      setMessage({ text: `The mail “${mail.subject}” will be tried again shortly.`, tone: 'success' });
      mails.reload();
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'That did not work.', tone: 'error' });
    }
  };

  return (
    <>
      <PageHeading
        title="Mail outbox"
        intro="Every notification the website sends goes through this outbox. A mail that cannot be sent is tried again with growing gaps; after the last try it is marked failed. Nothing is lost: the enquiry or story itself is always stored first."
      />
      <FilterButtons label="Show mails" options={filters} value={show} onChange={setShow} />
      <StatusMessage message={message?.text ?? null} tone={message?.tone} />
      {mails.loading && !mails.data ? (
        <Loading what="mails" />
      ) : mails.error ? (
        <StatusMessage message={mails.error} tone="error" />
      ) : mails.data!.length === 0 ? (
        <EmptyState>No mails here.</EmptyState>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Notification mails, newest first</caption>
            <thead className="border-b border-sand-200 bg-sand-50">
              <tr>
                <th scope="col" className="p-3">
                  Created
                </th>
                <th scope="col" className="p-3">
                  To
                </th>
                <th scope="col" className="p-3">
                  Subject
                </th>
                <th scope="col" className="p-3">
                  Status
                </th>
                <th scope="col" className="p-3">
                  Tries
                </th>
                <th scope="col" className="p-3">
                  Last problem
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mails.data!.map((mail) => (
                <tr key={mail.id} className="border-b border-sand-200 align-top last:border-0">
                  <td className="p-3 whitespace-nowrap">{formatDateTime(mail.created_at)}</td>
                  <td className="p-3">{mail.to_address}</td>
                  <td className="p-3">{mail.subject}</td>
                  <td className="p-3 font-semibold">
                    {statusLabel[mail.status]}
                    {mail.sent_at && (
                      <span className="block font-normal text-ink-muted">{formatDateTime(mail.sent_at)}</span>
                    )}
                  </td>
                  <td className="p-3">{mail.attempts}</td>
                  <td className="p-3 break-words text-ink-soft">{mail.last_error ?? ''}</td>
                  <td className="p-3">
                    {mail.status === 'failed' && (
                      <button type="button" className={buttonClass.secondary} onClick={() => retry(mail)}>
                        Try again
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
