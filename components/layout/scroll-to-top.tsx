'use client';

import { useScrolledPast } from '@/components/hooks/use-scrolled-past';

/**
 * "Back to top". From 1280 px it floats in the margin beside the page, above the chat button, once the page has
 * scrolled past 300 px (spec); there it covers nothing. Narrower, the margin is too thin to float over nothing,
 * so it sits at the end of the page, in the footer. A link to #top, so it works without JavaScript too; with
 * it, the scroll is smooth (unless reduced motion is asked for) and focus goes to the page's start.
 */
export function ScrollToTop() {
  const scrolled = useScrolledPast(300);
  return (
    <a
      href="#top"
      data-overlay
      onClick={(event) => {
        event.preventDefault();
        const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
      className={`inline-flex min-h-11 items-center gap-2 self-start rounded-pill border-2 border-white/70 px-4 font-semibold text-white no-underline hover:bg-white/10 hover:text-white xl:fixed xl:right-3 xl:bottom-[4.25rem] xl:z-30 xl:size-12 xl:justify-center xl:border-white xl:bg-navy-800 xl:px-0 xl:shadow-lift xl:hover:bg-navy-900 ${scrolled ? '' : 'xl:hidden'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 xl:size-5" fill="currentColor">
        <path d="M10 4.5a1 1 0 0 1 .7.3l5 5a1 1 0 0 1-1.4 1.4L11 7.9V15a1 1 0 1 1-2 0V7.9l-3.3 3.3a1 1 0 1 1-1.4-1.4l5-5a1 1 0 0 1 .7-.3Z" />
      </svg>
      <span className="xl:sr-only">Back to top</span>
    </a>
  );
}
