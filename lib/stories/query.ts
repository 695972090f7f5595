import { ALL_CATEGORIES } from '../validations/story-categories';
import { categoriesFor, STORY_TABS, type StoryFilters, type StoryTab } from './filter';

/** The list's state as it lives in the URL query, so a filtered view can be shared and survives a reload. */
export type StoryListQuery = StoryFilters & { page: number };

export const DEFAULT_STORY_QUERY: StoryListQuery = { tab: 'all', search: '', category: ALL_CATEGORIES, page: 1 };

const isTab = (value: string | null): value is StoryTab => STORY_TABS.some((tab) => tab.id === value);

/** Reads ?tab=&q=&category=&page=; anything unknown falls back to the default rather than failing. */
export function parseStoryQuery(params: Pick<URLSearchParams, 'get'>): StoryListQuery {
  const tabParam = params.get('tab');
  const tab = isTab(tabParam) ? tabParam : DEFAULT_STORY_QUERY.tab;
  const categoryParam = params.get('category');
  const category = categoryParam && categoriesFor(tab).includes(categoryParam) ? categoryParam : ALL_CATEGORIES;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    tab,
    search: (params.get('q') ?? '').slice(0, 200),
    category,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a state, leaving out defaults ("" for the default view). */
export function storyQueryString(query: StoryListQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== DEFAULT_STORY_QUERY.tab) params.set('tab', query.tab);
  if (query.search) params.set('q', query.search);
  if (query.category !== ALL_CATEGORIES) params.set('category', query.category);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

// The spec's transitions: changing the tab resets the category to All and the page to the first; changing the
// search or the category resets the page.
export const withTab = (query: StoryListQuery, tab: StoryTab): StoryListQuery => ({
  ...query,
  tab,
  category: ALL_CATEGORIES,
  page: 1,
});
export const withSearch = (query: StoryListQuery, search: string): StoryListQuery => ({ ...query, search, page: 1 });
export const withCategory = (query: StoryListQuery, category: string): StoryListQuery => ({
  ...query,
  category,
  page: 1,
});
export const withPage = (query: StoryListQuery, page: number): StoryListQuery => ({ ...query, page });
