'use client';

import { lazy, Suspense } from 'react';

import { useHydrated } from '@/components/hooks/use-hydrated';

import { StoriesLoading } from './stories-loading';

const StoryList = lazy(() => import('./story-list').then((module) => ({ default: module.StoryList })));

/**
 * The list's code (tabs, search, filters, pages) loads as soon as the page has hydrated: the stories page's first
 * load carries none of it, and the placeholder it replaces holds a screen's height. Not later (at idle, as the forms'
 * islands): the story form is below the list, and a list arriving while a patient fills the form in would move it
 * under their finger (tests/e2e/steady-forms.spec.ts). React's `lazy` rather than `next/dynamic`, whose loader was
 * in every page's first load (1.2 KiB brotli) for the three places that used it.
 */
export function LazyStoryList({ loading }: { loading: string }) {
  const placeholder = <StoriesLoading label={loading} fillScreen />;
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StoryList />
    </Suspense>
  );
}
