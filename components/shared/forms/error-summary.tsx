import type { Ref } from 'react';

import { RichText } from '@/components/shared/rich-text';

export type SummaryError = { id: string; message: string };

/** The errors to list, in the order the fields appear on the page, each linking to its field's element id. */
export function summaryErrors<Name extends string>(
  order: readonly Name[],
  errors: Partial<Record<Name, string>>,
  idOf: (name: Name) => string,
): SummaryError[] {
  return order.flatMap((name) => {
    const message = errors[name];
    return message ? [{ id: idOf(name), message }] : [];
  });
}

/**
 * The NHS error summary: what needs fixing, each a link to its field, above the form. It takes focus when shown:
 * the island focuses it through `ref` after a failed submit; the server's page for a form posted without
 * JavaScript asks the browser to with `autoFocus`. A whole-form problem (too many messages...) is the `notice`,
 * in content's marks (its phone number a link to call).
 */
export function ErrorSummary({
  id,
  title,
  headingLevel = 2,
  notice,
  errors,
  ref,
  autoFocus,
}: {
  /** Unique on the page: a page can hold several forms. */
  id: string;
  title: string;
  headingLevel?: 2 | 3 | 4;
  notice?: string;
  errors: SummaryError[];
  ref?: Ref<HTMLDivElement>;
  autoFocus?: boolean;
}) {
  if (errors.length === 0 && !notice) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      id={id}
      ref={ref}
      role="alert"
      tabIndex={-1}
      autoFocus={autoFocus}
      aria-labelledby={`${id}-title`}
      className="rounded-card border-4 border-danger-700 bg-white p-5"
    >
      <Heading id={`${id}-title`} className="font-sans text-xl font-bold text-danger-800">
        {title}
      </Heading>
      {notice && (
        <p className="mt-3">
          <RichText text={notice} />
        </p>
      )}
      {errors.length > 0 && (
        <ul className="mt-3 list-none space-y-1">
          {errors.map((error) => (
            <li key={error.id}>
              <a
                href={`#${error.id}`}
                className="font-semibold text-danger-700 hover:text-danger-800"
                onClick={(event) => {
                  // Without JavaScript the link scrolls to the field; with it, the field also takes focus.
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
      )}
    </div>
  );
}
