'use client';

import { useScrolledPast } from '@/lib/hooks/use-scrolled-past';

/** Appears after 300 px of scrolling (spec); moves focus to the skip link target's page top for keyboard users. */
export function ScrollToTop() {
  const visible = useScrolledPast(300);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
      className="fixed right-5 bottom-24 z-30 inline-flex min-h-11 items-center gap-2 rounded-pill bg-navy-800 px-4 font-semibold text-white shadow-lift hover:bg-navy-900"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M10 4.5a1 1 0 0 1 .7.3l5 5a1 1 0 0 1-1.4 1.4L11 7.9V15a1 1 0 1 1-2 0V7.9l-3.3 3.3a1 1 0 1 1-1.4-1.4l5-5a1 1 0 0 1 .7-.3Z" />
      </svg>
      Back to top
    </button>
  );
}
