import { stories as words } from '@/content/stories';

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border-2 font-semibold disabled:cursor-not-allowed disabled:opacity-50 sm:px-3';

/** Phones show Previous and Next as arrows (the words stay their names), so the row fits on one line. */
const arrow = (label: string, path: string) => (
  <>
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 sm:hidden" fill="currentColor">
      <path d={path} />
    </svg>
    <span className="sr-only sm:not-sr-only">{label}</span>
  </>
);
const LEFT =
  'M12.8 5.2a1 1 0 0 1 0 1.4L9.4 10l3.4 3.4a1 1 0 1 1-1.4 1.4l-4.1-4.1a1 1 0 0 1 0-1.4l4.1-4.1a1 1 0 0 1 1.4 0Z';
const RIGHT =
  'M7.2 14.8a1 1 0 0 1 0-1.4l3.4-3.4-3.4-3.4a1 1 0 0 1 1.4-1.4l4.1 4.1a1 1 0 0 1 0 1.4l-4.1 4.1a1 1 0 0 1-1.4 0Z';

/**
 * Previous / numbered / Next page buttons; the current page is marked for screen readers. Past five pages, phones
 * show "Page 3 of 9" between the arrows instead of every number.
 */
export function Pagination({
  page,
  count,
  onChange,
}: {
  page: number;
  count: number;
  onChange: (page: number) => void;
}) {
  if (count <= 1) return null;
  return (
    <nav aria-label={words.list.paginationLabel} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          <button
            type="button"
            disabled={page === 1}
            onClick={() => onChange(page - 1)}
            className={`${buttonClass} border-navy-800 bg-white text-navy-800 hover:bg-navy-50`}
          >
            {arrow(words.list.previous, LEFT)}
          </button>
        </li>
        {count > 5 && <li className="px-2 font-semibold text-navy-800 sm:hidden">{words.list.pageOf(page, count)}</li>}
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <li key={n} className={count > 5 ? 'max-sm:hidden' : undefined}>
            <button
              type="button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={words.list.page(n)}
              onClick={() => onChange(n)}
              className={`${buttonClass} ${n === page ? 'border-navy-800 bg-navy-800 text-white' : 'border-navy-800 bg-white text-navy-800 hover:bg-navy-50'}`}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={page === count}
            onClick={() => onChange(page + 1)}
            className={`${buttonClass} border-navy-800 bg-white text-navy-800 hover:bg-navy-50`}
          >
            {arrow(words.list.next, RIGHT)}
          </button>
        </li>
      </ul>
    </nav>
  );
}
