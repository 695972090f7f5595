'use client';

import type { ReactNode } from 'react';

import type { AdminData, Notice } from './use-admin-data';

/** Small pieces every back-office page uses, so the pages read alike. */

export function PageHeading({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-4xl">{title}</h1>
        {intro && <p className="mt-2 max-w-prose text-ink-soft">{intro}</p>}
      </div>
      {actions}
    </div>
  );
}

/** A row of toggle buttons choosing which items to list. */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="mb-6 flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="inline-flex min-h-11 items-center rounded-pill border-2 border-navy-800 px-4 font-semibold text-navy-800 hover:bg-navy-50 aria-pressed:bg-navy-800 aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The outcome of the last action (or a load error), announced politely, or assertively when it went wrong. */
export function StatusMessage({ notice }: { notice: Notice | null }) {
  const tone = notice?.tone ?? 'success';
  const message = notice?.text;
  const classes =
    tone === 'success'
      ? 'border-success-700 bg-success-50 text-success-700'
      : 'border-danger-700 bg-danger-50 text-danger-800';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {message && <p className={`mb-6 rounded-card border-2 p-4 font-semibold ${classes}`}>{message}</p>}
    </div>
  );
}

/** A list from the API: "Loading …", its error, the empty text, or the rows drawn by `children`. */
export function LoadedList<T>({
  list,
  what,
  empty,
  children,
}: {
  list: AdminData<T[]>;
  what: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (list.loading && !list.data) {
    return (
      <p role="status" className="text-ink-soft">
        Loading {what}…
      </p>
    );
  }
  if (list.error || !list.data)
    return <StatusMessage notice={{ text: list.error ?? 'Could not load.', tone: 'error' }} />;
  if (list.data.length === 0) return <p className="card p-6 text-ink-soft">{empty}</p>;
  return children(list.data);
}

/**
 * A table of rows, one column per entry of `columns`; scrolls sideways on a phone. The scroller is `relative` so
 * that visually hidden headers (absolutely placed) stay inside it instead of widening the page.
 */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: { header: ReactNode; cell: (row: T) => ReactNode; className?: string }[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  return (
    <div className="card relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-sand-200 bg-sand-50">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="p-3">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-sand-200 align-top last:border-0">
              {columns.map((column, index) => (
                <td key={index} className={`p-3 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const buttonClass = {
  primary:
    'inline-flex min-h-11 items-center rounded-pill bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800 disabled:opacity-60',
  secondary:
    'inline-flex min-h-11 items-center rounded-pill border-2 border-navy-800 bg-white px-4 font-semibold text-navy-800 hover:bg-navy-50 disabled:opacity-60',
  danger:
    'inline-flex min-h-11 items-center rounded-pill border-2 border-danger-700 bg-white px-4 font-semibold text-danger-700 hover:bg-danger-50 disabled:opacity-60',
};

export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={`${buttonClass.secondary} no-underline`}>
      {children}
    </a>
  );
}
