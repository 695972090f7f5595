'use client';

import { deferredIsland } from '@/components/ui/deferred-island';

/** The story form's island (react-hook-form) off the page's first load. */
export const DeferredStoryForm = deferredIsland(
  () => import('./story-form').then((module) => module.StoryForm),
  // Next makes `typeof window` a constant in each bundle: the browser's has no trace of this synchronous import.
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- prerendering only (deferredIsland)
      (require('./story-form') as typeof import('./story-form')).StoryForm
    : undefined,
);
