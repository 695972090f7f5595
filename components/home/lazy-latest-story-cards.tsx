'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

import { StoriesLoading } from '@/components/stories/stories-loading';
import { afterHydrationIdle } from '@/components/ui/deferred-island';

const LatestStoryCards = lazy(() =>
  import('./latest-story-cards').then((module) => ({ default: module.LatestStoryCards })),
);

/**
 * The latest stories' code loads once the home page has hydrated and is idle, or at the first touch, click or focus
 * (as the forms' islands do): the stories come from the API after hydration anyway, the placeholder holds their
 * space until then, and nothing that a patient fills in is below them. Started at hydration, its 7 KiB arrived
 * before the last of the page had hydrated in some loads (issue 25).
 */
export function LazyLatestStoryCards({ none, loading }: { none: string; loading: string }) {
  const placeholder = <StoriesLoading label={loading} />;
  const [started, setStarted] = useState(false);
  useEffect(() => afterHydrationIdle(() => setStarted(true)), []);
  if (!started) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LatestStoryCards none={none} />
    </Suspense>
  );
}
