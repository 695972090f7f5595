import { searchContent } from '@/content/search';
import { urgentHelpOf } from '@/content/urgent-help';
import { RichText } from '@/components/shared/rich-text';
import { UrgentHelpView } from '@/components/shared/urgent-help-box';

import type { SearchAnswer, Snippet } from '@/lib/search/site-search';

export const resultsHeadingId = 'search-results-heading';

function Marked({ snippet }: { snippet: Snippet }) {
  return snippet.map((piece, i) =>
    piece.match ? (
      <mark key={i} className="rounded-sm bg-sand-200 px-0.5 text-ink">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/** The topics patients read most (content/search.ts), offered before a search and when nothing matches. */
export function PopularTopics() {
  return (
    <ul className="mt-3 list-disc space-y-1.5 pl-6 marker:text-teal-700">
      {searchContent.popularTopics.map((topic) => (
        <li key={topic.url}>
          <a href={topic.url}>{topic.title}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A search answer: the urgent-help box when the query names a red flag, the count, then the results grouped by
 * page, best first; or, when nothing matches, the most read topics and the contact route. Plain markup without
 * hooks: the server renders it into the exported /search page (no JavaScript), the island in the browser. Every
 * piece of the query and of the content is React text, so nothing typed becomes HTML.
 */
export function SearchResultsView({ answer }: { answer: SearchAnswer }) {
  return (
    <div className="space-y-8">
      {answer.flags.length > 0 && <UrgentHelpView help={urgentHelpOf(answer.flags)} />}
      {/* data-count: the island puts the count back into the tab's title after the page's scripts load. */}
      <h2 id={resultsHeadingId} data-count={answer.count} className="text-2xl">
        {searchContent.count(answer.count, answer.query)}
      </h2>
      {answer.count === 0 ? (
        <div>
          <p>{searchContent.noResults.intro}</p>
          <PopularTopics />
          <p className="mt-4">
            <RichText text={searchContent.noResults.contact} />
          </p>
        </div>
      ) : (
        <ol aria-labelledby={resultsHeadingId} className="space-y-6">
          {answer.groups.map((group) => (
            <li key={group.url} className="card p-5 sm:p-6">
              <h3 className="text-xl">
                <a href={group.url}>{group.title}</a>
              </h3>
              <ul className="mt-3 space-y-4">
                {group.hits.map((hit) => (
                  <li key={`${hit.url} ${hit.heading}`}>
                    <h4 className="font-sans text-base font-semibold">
                      <a href={hit.url}>{hit.heading}</a>
                    </h4>
                    {hit.snippet.length > 0 && (
                      <p className="mt-1 text-ink-soft">
                        <Marked snippet={hit.snippet} />
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
