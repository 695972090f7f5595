'use client';

import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2.5 text-base text-ink focus:border-navy-800 aria-invalid:border-danger-700 disabled:bg-sand-100';

/** Ids a field's hint and error message carry (NHS pattern), joined into aria-describedby. */
export const hintId = (id: string) => `${id}--hint`;
export const errorId = (id: string) => `${id}--error-message`;

export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1 font-semibold text-danger-700">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

/** A labelled control with its hint and error; the control gets `aria-describedby` from describedBy(). */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId(id)} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
      {children}
    </div>
  );
}

/** The NHS error summary: a list of links to the fields in error; takes focus when shown. */
export function ErrorSummary({
  title,
  errors,
  ref,
}: {
  title: string;
  errors: { id: string; message: string }[];
  ref: React.Ref<HTMLDivElement>;
}) {
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="rounded-card border-4 border-danger-700 bg-white p-5"
    >
      <h3 id="error-summary-title" className="font-sans text-xl font-bold text-danger-800">
        {title}
      </h3>
      <ul className="mt-3 list-none space-y-1">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              className="font-semibold text-danger-700 hover:text-danger-800"
              onClick={(event) => {
                const field = document.getElementById(error.id);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
