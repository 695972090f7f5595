'use client';

import dynamic from 'next/dynamic';

import { StoriesLoading } from '@/components/stories/story-grid';

/**
 * The latest stories' code loads once the home page has hydrated, as the stories page's list does: the stories come
 * from the API after hydration anyway, and the placeholder holds their space until then.
 */
export const LazyLatestStoryCards = dynamic(
  () => import('./latest-story-cards').then((module) => module.LatestStoryCards),
  { ssr: false, loading: () => <StoriesLoading /> },
);
