import { stories as words } from '@/content/stories';
import { formatAverage, reviewCountLabel, type RatingSummary as Summary } from '@/lib/stories/summary';

import { Stars } from './stars';

/** The average to one decimal, "(N reviews)", and how many stories gave each number of stars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const average = formatAverage(summary.average);
  return (
    <section aria-labelledby="rating-summary-heading" className="card grid gap-6 p-6 sm:grid-cols-[auto_1fr] sm:p-8">
      <div>
        <h3 id="rating-summary-heading" className="font-sans text-base font-semibold text-ink-soft">
          {words.list.summaryHeading}
        </h3>
        <p className="mt-1 flex items-baseline gap-2">
          <span className="font-serif text-5xl text-navy-900">{average}</span>
          <span className="text-ink-muted">out of 5</span>
        </p>
        <Stars stars={Math.round(summary.average)} label={`Average rating ${average} out of 5`} />
        <p className="mt-1 text-ink-soft">{reviewCountLabel(summary.count)}</p>
      </div>
      <table className="w-full max-w-md self-center text-sm">
        <caption className="sr-only">{words.list.distributionLabel}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Rating</th>
            <th scope="col">Share</th>
            <th scope="col">Stories</th>
          </tr>
        </thead>
        <tbody>
          {summary.distribution.map((row) => (
            <tr key={row.stars}>
              <th scope="row" className="w-16 py-1 pr-3 text-left font-semibold whitespace-nowrap">
                {words.form.star(row.stars)}
              </th>
              <td className="py-1">
                <span className="sr-only">{row.percent}%</span>
                <span aria-hidden="true" className="block h-2.5 overflow-hidden rounded-pill bg-sand-200">
                  <span className="block h-full rounded-pill bg-[#b25e00]" style={{ width: `${row.percent}%` }} />
                </span>
              </td>
              <td className="w-10 py-1 pl-3 text-right tabular-nums">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
