import { searchContent } from '@/content/search';
import { SearchForm } from '@/components/search/search-form';
import { pageMetadata } from '@/lib/page-metadata';

const { page } = searchContent;

export const metadata = pageMetadata({ path: page.path, title: page.title, description: page.description });

/**
 * /search: the box and, below it, the results. Without JavaScript our server answers /search?q=... with this
 * page's HTML and the results inside #search-results (server/search/); the element is opaque to React
 * (dangerouslySetInnerHTML), so the results the server put there survive hydration.
 */
export default function SearchPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl sm:text-4xl">{page.heading}</h1>
        <p className="mt-3 max-w-prose text-lg">{page.intro}</p>
        <SearchForm inputId="search-page-q" aria-label={page.heading} className="mt-6" />
        <div id="search-results" className="mt-10" dangerouslySetInnerHTML={{ __html: '' }} />
      </div>
    </div>
  );
}
