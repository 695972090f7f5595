'use client';

import { useState } from 'react';

import { enquiryContent } from '@/content/enquiry';
import {
  enquiryFormNames,
  type EnquiryListFilter,
  type HandledRequest,
  type StaffEnquiry,
} from '@/lib/admin/contracts';

import { enquiryColumn, enquiryDetailFields } from '@/lib/validations/enquiry-fields';

import { ADMIN_API, useAdminApi } from './admin-api';
import { buttonClass, DownloadLink, FilterButtons, LoadedList, PageHeading, StatusMessage } from './admin-ui';
import { formatDateTime, useAction, useAdminData } from './use-admin-data';

type Enquiry = StaffEnquiry;

type Show = EnquiryListFilter;

const filters: { value: Show; label: string }[] = [
  { value: 'open', label: 'To do' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

const PREVIEW_LENGTH = 120;

/** The start of a message for the list: its first line, cut at a word near 120 characters, "…" when there is more. */
export function messagePreview(message: string): string {
  const [first = '', ...rest] = message.trim().split(/\r?\n/);
  const line = first.replace(/\s+/g, ' ').trim();
  if (line.length > PREVIEW_LENGTH) {
    const cut = line.slice(0, PREVIEW_LENGTH + 1);
    const lastSpace = cut.lastIndexOf(' ');
    return `${(lastSpace > PREVIEW_LENGTH / 2 ? cut.slice(0, lastSpace) : cut.slice(0, PREVIEW_LENGTH)).trimEnd()}…`;
  }
  return rest.some((more) => more.trim() !== '') ? `${line} …` : line;
}

/** The enquiries inbox: open an enquiry to read it (marks it read), then mark it handled once dealt with. */
export function EnquiriesInbox() {
  const api = useAdminApi();
  const [show, setShow] = useState<Show>('open');
  const enquiries = useAdminData<Enquiry[]>(`/enquiries?show=${show}`);
  const { notice, run } = useAction(enquiries.reload);

  const setHandled = (enquiry: Enquiry, handled: boolean) =>
    run(
      () => api.post(`/enquiries/${encodeURIComponent(enquiry.id)}/handled`, { handled } satisfies HandledRequest),
      `${handled ? 'Marked as handled' : 'Moved back to to-do'}: ${enquiry.first_name} ${enquiry.last_name}.`,
    );

  const markRead = (enquiry: Enquiry) => {
    if (!enquiry.read_at) void api.post(`/enquiries/${encodeURIComponent(enquiry.id)}/read`).catch(() => undefined);
  };

  return (
    <>
      <PageHeading
        title="Enquiries"
        intro="Messages and consultation requests sent through the website’s forms, newest first."
        actions={<DownloadLink href={`${ADMIN_API}/export/enquiries.csv`}>Download all enquiries (CSV)</DownloadLink>}
      />
      <FilterButtons label="Show enquiries" options={filters} value={show} onChange={setShow} />
      <StatusMessage notice={notice} />
      <LoadedList list={enquiries} what="enquiries" empty="No enquiries here.">
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((enquiry) => (
              <li key={enquiry.id}>
                <details className="card group" onToggle={(e) => e.currentTarget.open && markRead(enquiry)}>
                  <summary className="flex flex-wrap items-center gap-x-4 gap-y-1 p-5">
                    <span className="font-semibold">
                      {enquiry.first_name} {enquiry.last_name}
                    </span>
                    <span className="text-sm text-ink-soft">{enquiryFormNames[enquiry.form]}</span>
                    <span className="text-sm text-ink-muted">{formatDateTime(enquiry.created_at)}</span>
                    {!enquiry.read_at && (
                      <span className="rounded-pill bg-teal-700 px-2 py-0.5 text-sm font-semibold text-white">New</span>
                    )}
                    {enquiry.is_spam === 1 && (
                      <span className="rounded-pill bg-danger-700 px-2 py-0.5 text-sm font-semibold text-white">
                        Possible spam
                      </span>
                    )}
                    {enquiry.handled_at && (
                      <span className="rounded-pill bg-success-700 px-2 py-0.5 text-sm font-semibold text-white">
                        Handled
                      </span>
                    )}
                    <span className="basis-full text-ink-soft group-open:hidden">
                      {messagePreview(enquiry.message)}
                    </span>
                  </summary>
                  <div className="border-t border-sand-200 p-5">
                    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                      <div>
                        <dt className="font-semibold text-ink-muted">Email</dt>
                        <dd>
                          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
                        </dd>
                      </div>
                      <div>
                        <dt className="font-semibold text-ink-muted">Phone</dt>
                        <dd>{enquiry.phone ?? '—'}</dd>
                      </div>
                      <div>
                        <dt className="font-semibold text-ink-muted">Consent given</dt>
                        <dd>{formatDateTime(enquiry.consented_at)}</dd>
                      </div>
                      {enquiryDetailFields.map((field) => (
                        <div key={field}>
                          <dt className="font-semibold text-ink-muted">{enquiryContent.labels[field]}</dt>
                          <dd>{enquiry[enquiryColumn(field)] ?? '—'}</dd>
                        </div>
                      ))}
                    </dl>
                    <p className="mt-4 whitespace-pre-line">{enquiry.message}</p>
                    {enquiry.handled_at && (
                      <p className="mt-4 text-sm text-ink-soft">
                        Handled by {enquiry.handled_by}, {formatDateTime(enquiry.handled_at)}
                      </p>
                    )}
                    <button
                      type="button"
                      className={`mt-4 ${enquiry.handled_at ? buttonClass.secondary : buttonClass.primary}`}
                      onClick={() => setHandled(enquiry, !enquiry.handled_at)}
                    >
                      {enquiry.handled_at ? 'Move back to to-do' : 'Mark as handled'}
                    </button>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </>
  );
}
