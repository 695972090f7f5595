'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';

/**
 * Calls `start` once the page has hydrated and the browser is idle, or at the visitor's first touch, click or
 * focus, whichever comes first.
 */
export function afterHydrationIdle(start: () => void) {
  const now = () => {
    removeEventListener('pointerdown', now, true);
    removeEventListener('focusin', now, true);
    start();
  };
  addEventListener('pointerdown', now, true);
  addEventListener('focusin', now, true);
  if ('requestIdleCallback' in window) requestIdleCallback(now, { timeout: 2000 });
  else setTimeout(now, 200);
}

/**
 * An island whose code is not part of the page's first load. The prerendered page holds its markup (it works as
 * plain HTML: a form posts, a link leads); in the browser, React leaves that markup as it is while the rest of the
 * page hydrates (a Suspense boundary waiting for the code), then loads the code once the page has hydrated and is
 * idle, or at the first touch, click or focus, and hydrates the island in place: what was typed in the meantime
 * stays, as the islands read their inputs as they are.
 *
 * `onServer` is the same component, given only where the page is prerendered: rendered at once there, the
 * island's markup stays in the page's HTML (an island that suspended on the server would be sent hidden, moved
 * into place by a script, so without JavaScript it would not show).
 */
export function deferredIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | undefined,
) {
  let start = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  const Island =
    onServer ??
    lazy(async () => {
      await started;
      return { default: await load() };
    });
  return function DeferredIsland(props: Props) {
    useEffect(() => afterHydrationIdle(start), []);
    return (
      <Suspense>
        <Island {...props} />
      </Suspense>
    );
  };
}
