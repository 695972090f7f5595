'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';

import { practice } from '@/content/practice';
import { searchContent } from '@/content/search';
import type { ChatIndex } from '@/lib/chat/chat-index';
import { resultsHeadingId, SearchResultsView } from '@/components/shared/search/results-view';
import type { SearchAnswer } from '@/lib/search/site-search';

import { SearchForm } from './search-form';

const inputId = 'search-page-q';
/** Results follow the typing once it pauses this long. */
const TYPING_PAUSE_MS = 300;

/** The index and the search code, fetched together on first use (never in the page's first load). */
type Searcher = (query: string) => SearchAnswer;
async function loadSearcher(): Promise<Searcher> {
  const [{ browserIndexPath, loadBrowserIndex }, { searchSite }] = await Promise.all([
    import('@/lib/search/browser-index'),
    import('@/lib/search/site-search'),
  ]);
  const response = await fetch(browserIndexPath);
  if (!response.ok) throw new Error(`search index: ${response.status}`);
  const index: ChatIndex = loadBrowserIndex(await response.json());
  return (query) => searchSite(index, query);
}

/**
 * The /search page's box and results. Its first render is the exported markup: the results element is opaque
 * to React, so what our server put there (a search without JavaScript) stays. On the first focus of the box the
 * index loads; from then on results follow the typing and the count is announced. On a static host, where
 * /search?q=... is the bare page, the island searches for the address's query at once.
 */
export function SearchIsland() {
  const [answer, setAnswer] = useState<SearchAnswer>();
  const [status, setStatus] = useState('');
  const searcher = useRef<Promise<Searcher>>(undefined);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const title = useRef<string>(undefined);

  /** The tab's title names the search and its count, as the server's page does. */
  const showInTitle = (count: number, query: string) => {
    title.current = `${searchContent.resultsTitle(count, query)} | ${practice.surgeon.name}`;
    document.title = title.current;
  };
  // Next sets the page's own title ("Search") once more after hydration: the answer's title is put back.
  useEffect(() => {
    const keep = new MutationObserver(() => {
      if (title.current && document.title !== title.current) document.title = title.current;
    });
    keep.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => keep.disconnect();
  }, []);

  const load = () => {
    // A failed load is forgotten, so the next focus or search tries again.
    searcher.current ??= loadSearcher().catch((error: unknown) => {
      searcher.current = undefined;
      throw error;
    });
    return searcher.current;
  };

  const search = async (raw: string, history: 'push' | 'replace') => {
    const query = raw.trim();
    if (!query) return true;
    try {
      const found = (await load())(query);
      setAnswer(found);
      setStatus(searchContent.count(found.count, found.query));
      showInTitle(found.count, found.query);
      const url = `${searchContent.page.path}?q=${encodeURIComponent(query)}`;
      if (history === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
      return true;
    } catch {
      setStatus(searchContent.unavailable);
      return false;
    }
  };

  useEffect(() => {
    const searchAddress = () => {
      const query = new URLSearchParams(window.location.search).get('q');
      if (!query) return;
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      if (input) input.value = query;
      void search(query, 'replace');
    };
    // The address's query, on a host that cannot answer it (a static host): search here, as our server would.
    if (!document.getElementById('search-results')?.childElementCount) searchAddress();
    else {
      // Our server's answer: its title is kept (the observer above).
      const count = document.getElementById(resultsHeadingId)?.dataset.count;
      const query = new URLSearchParams(window.location.search).get('q')?.trim();
      if (count && query) showInTitle(Number(count), query.replace(/\s+/g, ' '));
    }
    // Back and forward between searches show each one's results again.
    window.addEventListener('popstate', searchAddress);
    return () => window.removeEventListener('popstate', searchAddress);
    // Set up once, for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(typing.current);
    const form = event.currentTarget;
    const input = form.elements.namedItem('q') as HTMLInputElement;
    // Without the index (offline, blocked), the form goes as it would without JavaScript: our server answers it.
    void search(input.value, 'push').then((found) => found || form.submit());
  };

  return (
    <>
      <SearchForm
        inputId={inputId}
        aria-label={searchContent.page.heading}
        className="mt-6"
        onSubmit={onSubmit}
        inputProps={{
          onFocus: () => void load().catch(() => setStatus(searchContent.unavailable)),
          onInput: (event) => {
            const value = event.currentTarget.value;
            clearTimeout(typing.current);
            typing.current = setTimeout(() => void search(value, 'replace'), TYPING_PAUSE_MS);
          },
        }}
      />
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      {answer ? (
        <div key="browser" id="search-results" className="peer mt-10">
          <SearchResultsView answer={answer} />
        </div>
      ) : (
        <div key="server" id="search-results" className="peer mt-10" dangerouslySetInnerHTML={{ __html: '' }} />
      )}
    </>
  );
}
