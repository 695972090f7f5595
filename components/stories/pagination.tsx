import { stories as words } from '@/content/stories';

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border-2 px-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / numbered / Next page buttons; the current page is marked for screen readers. */
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
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            disabled={page === 1}
            onClick={() => onChange(page - 1)}
            className={`${buttonClass} border-navy-800 bg-white text-navy-800 hover:bg-navy-50`}
          >
            {words.list.previous}
          </button>
        </li>
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <li key={n}>
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
            {words.list.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
