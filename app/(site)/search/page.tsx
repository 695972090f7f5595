import { searchContent } from '@/content/search';
import { SearchIsland } from '@/components/search/search-island';
import { pageMetadata } from '@/lib/page-metadata';
import { PopularTopics } from '@/components/shared/search/results-view';

const { page } = searchContent;

export const metadata = pageMetadata({ path: page.path, title: page.title, description: page.description });

/**
 * /search: the box and, below it, the results. Our server answers /search?q=... with this page's HTML and the
 * results inside #search-results (server/search/), which works without JavaScript; the island
 * (components/search/search-island.tsx) keeps them and searches in the browser from then on, or at once on a
 * static host.
 */
export default function SearchPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl sm:text-4xl">{page.heading}</h1>
        <p className="mt-3 max-w-prose text-lg">{page.intro}</p>
        {/* Built for a static host (the API elsewhere), nothing answers /search?q= without the island: say so. */}
        {process.env.NEXT_PUBLIC_API_BASE ? (
          <noscript>
            <p className="mt-6 max-w-prose text-lg">
              {searchContent.needsJavaScript} <a href="/#contact">{searchContent.contactLink}</a>
            </p>
          </noscript>
        ) : null}
        <SearchIsland />
        {/* Before any search only: hidden once #search-results (the peer before it) holds an answer. */}
        <section aria-labelledby="popular-topics-heading" className="mt-10 hidden peer-empty:block">
          <h2 id="popular-topics-heading" className="text-2xl">
            {searchContent.popularHeading}
          </h2>
          <PopularTopics />
        </section>
      </div>
    </div>
  );
}
