'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';

import { sampleStory, stories as words } from '@/content/stories';
import { useMediaQuery } from '@/components/hooks/use-media-query';
import { useStories } from '@/components/hooks/use-stories';
import { categoriesFor, filterStories, STORY_TABS, type StoryTab } from '@/lib/stories/filter';
import { clampPage, pageCount, pageItems, storiesPerPage, WIDE_MIN_WIDTH } from '@/lib/stories/pagination';
import {
  DEFAULT_STORY_QUERY,
  parseStoryQuery,
  storyQueryString,
  withCategory,
  withPage,
  withSearch,
  withTab,
  type StoryListQuery,
} from '@/lib/stories/query';
import { ratingSummary } from '@/lib/stories/summary';
import type { Testimonial } from '@/lib/stories/testimonial';

import { Pagination } from './pagination';
import { RatingSummary } from './rating-summary';
import { StoriesLoading } from './stories-loading';
import { StoryGrid } from './story-grid';

/** Shown when the stories cannot be loaded and nothing is cached; typed here, where it must be a Testimonial. */
const SAMPLE: Testimonial[] = [sampleStory];

// One height for the search box and the select, so the two sit on one line.
const fieldClass =
  'mt-1 block h-13 w-full rounded-lg border-2 border-ink-muted bg-white px-3 text-base text-ink focus:border-navy-800';

/**
 * The stories list: rating summary, tabs, search, category filter and pages. Tab, search, category and page live
 * in the URL query, so a filtered view can be shared and survives a reload. Must sit inside <Suspense> (it reads
 * the search params).
 */
export function StoryList() {
  const searchParams = useSearchParams();
  const [query, setQuery] = useState(() => parseStoryQuery(searchParams));
  const state = useStories(SAMPLE);

  // Back and Forward move between views the list pushed; read the address again.
  useEffect(() => {
    const onPopState = () => setQuery(parseStoryQuery(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const update = (next: StoryListQuery, history: 'push' | 'replace') => {
    setQuery(next);
    const url = `${window.location.pathname}${storyQueryString(next)}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };

  if (state.status === 'loading') return <StoriesLoading label={words.list.loading} fillScreen />;
  if (state.stories.length === 0) return <NoStoriesYet />;
  return (
    <div className="space-y-8">
      {state.failure && (
        <p role="alert" className="rounded-card border-2 border-danger-700 bg-danger-50 p-4 text-danger-800">
          {words.list.failed(state.failure)}
        </p>
      )}
      <RatingSummary summary={ratingSummary(state.stories)} />
      <TabGroup
        selectedIndex={STORY_TABS.findIndex((tab) => tab.id === query.tab)}
        onChange={(index) => update(withTab(query, STORY_TABS[index]!.id), 'push')}
      >
        <TabList aria-label={words.list.tabsLabel} className="flex gap-1 rounded-pill bg-navy-50 p-1 sm:inline-flex">
          {STORY_TABS.map((tab) => (
            <Tab
              key={tab.id}
              className="min-h-11 flex-auto rounded-pill px-3 font-semibold text-navy-800 hover:bg-white/70 data-selected:bg-navy-800 data-selected:text-white sm:flex-none sm:px-5"
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          {STORY_TABS.map((tab) => (
            <TabPanel key={tab.id} className="focus-visible:outline-offset-4">
              <StoriesPanel
                tab={tab.id}
                stories={state.stories}
                query={query}
                onSearch={(search) => update(withSearch(query, search), 'replace')}
                onCategory={(category) => update(withCategory(query, category), 'push')}
                onPage={(page) => update(withPage(query, page), 'push')}
                onClear={() => update({ ...DEFAULT_STORY_QUERY, tab: query.tab }, 'push')}
              />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}

/** Before the first story is published: an invitation, not a zero rating or a "no results" nobody asked for. */
function NoStoriesYet() {
  return (
    <div className="card p-8 text-center">
      <h3 className="text-2xl">{words.list.none.heading}</h3>
      <p className="mx-auto mt-2 max-w-prose text-ink-soft">{words.list.none.text}</p>
      <a
        href="#share-your-story"
        className="mt-6 inline-flex min-h-12 items-center rounded-pill bg-navy-800 px-6 font-semibold text-white no-underline hover:bg-navy-900 hover:text-white"
      >
        {words.list.none.action}
      </a>
    </div>
  );
}

function StoriesPanel({
  tab,
  stories,
  query,
  onSearch,
  onCategory,
  onPage,
  onClear,
}: {
  tab: StoryTab;
  stories: Testimonial[];
  query: StoryListQuery;
  onSearch: (search: string) => void;
  onCategory: (category: string) => void;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const id = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const wide = useMediaQuery(`(min-width: ${WIDE_MIN_WIDTH}px)`);
  const perPage = storiesPerPage(wide ? WIDE_MIN_WIDTH : 0);
  const matching = filterStories(stories, query);
  const pages = pageCount(matching.length, perPage);
  const page = clampPage(query.page, pages);
  // Phones show the pages up to this one, one below the other ("Show 3 more stories"); wider screens, one page.
  const shown = wide ? pageItems(matching, page, perPage) : matching.slice(0, page * perPage);
  const from = wide ? (page - 1) * perPage + 1 : 1;
  const more = Math.min(perPage, matching.length - page * perPage);
  const categories = categoriesFor(tab);

  const goToPage = (next: number) => {
    onPage(next);
    // Keyboard and screen reader users land at the top of the new page of results.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-search`} className="font-semibold">
            {words.list.searchLabel}
          </label>
          <p id={`${id}-search--hint`} className="text-sm text-ink-muted">
            {words.list.searchHint}
          </p>
          <input
            id={`${id}-search`}
            type="search"
            value={query.search}
            onChange={(event) => onSearch(event.target.value)}
            aria-describedby={`${id}-search--hint`}
            maxLength={200}
            className={fieldClass}
          />
        </div>
        {tab !== 'all' && (
          <div className="self-end">
            <label htmlFor={`${id}-category`} className="font-semibold">
              {words.list.categoryLabel[tab]}
            </label>
            <select
              id={`${id}-category`}
              value={query.category}
              onChange={(event) => onCategory(event.target.value)}
              className={fieldClass}
            >
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      <h3 ref={resultsRef} tabIndex={-1} className="sr-only">
        {STORY_TABS.find((t) => t.id === tab)!.label} stories
      </h3>
      <p role="status" className="mt-6 text-ink-soft">
        {matching.length > 0 && words.list.showing(from, from + shown.length - 1, matching.length)}
      </p>

      {matching.length === 0 ? (
        <div className="card mt-4 p-8 text-center">
          <p className="font-serif text-2xl text-navy-900">{words.list.emptyHeading}</p>
          <p className="mt-2 text-ink-soft">{words.list.emptyText}</p>
          <button
            type="button"
            onClick={onClear}
            className="mt-6 inline-flex min-h-11 items-center rounded-pill border-2 border-navy-800 px-5 font-semibold text-navy-800 hover:bg-navy-50"
          >
            {words.list.clearFilters}
          </button>
        </div>
      ) : (
        <StoryGrid key={`${tab}-${query.category}-${wide ? page : ''}`} stories={shown} headingLevel="h4" />
      )}
      {wide ? (
        <Pagination page={page} count={pages} onChange={goToPage} />
      ) : (
        more > 0 && (
          <p className="mt-8 text-center">
            <button
              type="button"
              onClick={() => onPage(page + 1)}
              className="inline-flex min-h-12 items-center rounded-pill border-2 border-navy-800 bg-white px-6 font-semibold text-navy-800 hover:bg-navy-50"
            >
              {words.list.showMore(more)}
            </button>
          </p>
        )
      )}
    </>
  );
}
