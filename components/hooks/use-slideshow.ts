'use client';

import { useCallback, useEffect, useState } from 'react';

import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * Auto-advancing, looping slideshow state (spec: every 5 s). It never advances while paused, and starts paused
 * when the visitor asks for reduced motion.
 */
export function useSlideshow(count: number, intervalMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, count, intervalMs, index]);

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const togglePaused = useCallback(() => setUserPaused(!paused), [paused]);

  return { index, paused, goTo, togglePaused };
}
