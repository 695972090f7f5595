'use client';

import dynamic from 'next/dynamic';

import { StoriesLoading } from './story-grid';

/**
 * The list's code (tabs, search, filters, pages) loads once the page has hydrated: the stories page's first load
 * carries none of it, and the placeholder it replaces holds the space it needs.
 */
export const LazyStoryList = dynamic(() => import('./story-list').then((module) => module.StoryList), {
  ssr: false,
  loading: () => <StoriesLoading fillScreen />,
});
