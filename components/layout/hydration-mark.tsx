'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React runs. A page's scripts load after its first paint
 * (scripts/paint-first.ts); until then the controls that need them (`.js-only`: the chat button, "Read more")
 * keep their place unseen, so nobody taps a button that cannot answer yet and nothing moves when it can.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
