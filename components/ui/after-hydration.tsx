'use client';

import type { ReactNode } from 'react';

import { useHydrated } from '@/components/hooks/use-hydrated';

/**
 * Markup whose downloads wait until the page has hydrated: a picture or a video's poster further down the page.
 * In the exported HTML it sits in a `<noscript>`, so without JavaScript the browser shows it as it is; with
 * JavaScript the browser does not parse it (nothing is fetched), `placeholder` holds its place (give it the same
 * size, so nothing moves), and React renders it once the page has hydrated, or at once after a move in the site.
 *
 * Why: a phone's Chrome lazy-loads a picture only when it is more than 1,250 px below the screen, so a picture two
 * screens down, or a video's poster (which a `<video>` fetches at once whatever its `preload`), arrived while the
 * page's scripts were still downloading (issue 25).
 */
export function AfterHydration({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  if (useHydrated()) return children;
  return (
    <>
      {placeholder}
      <noscript>{children}</noscript>
    </>
  );
}
