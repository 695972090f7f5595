'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import type { NavEntry } from '@/content/navigation';
import { useHydrated } from '@/components/hooks/use-hydrated';

// The panel (and Headless UI's dialog) loads on the first tap of Menu, so pages don't carry it up front.
const MobileNavPanel = lazy(() => import('./mobile-nav-panel').then((m) => ({ default: m.MobileNavPanel })));

const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Phone and tablet navigation: a slide-in panel with accordion sections, one section and one sub-category open
 * at a time. Before hydration (and with JS off) the Menu control is a link to the footer's site map.
 */
export function MobileNav({ entries }: { entries: NavEntry[] }) {
  const enhanced = useHydrated();
  const [isOpen, setIsOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => query.matches && setIsOpen(false);
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);

  const triggerClass =
    'inline-flex min-h-11 items-center gap-2 rounded-pill border border-navy-100 bg-white px-3 font-semibold text-navy-900 no-underline sm:px-4 lg:hidden';
  const MenuIcon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );

  // The panel mounts after the first tap, so the dialog cannot know where focus came from: give it back here.
  const closeAndReturnFocus = () => {
    setIsOpen(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };

  if (!enhanced) {
    return (
      <a href="#site-map" className={triggerClass}>
        {MenuIcon}
        Menu
      </a>
    );
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={triggerClass}
        aria-expanded={isOpen}
        onClick={() => {
          setEverOpened(true);
          setIsOpen(true);
        }}
      >
        {MenuIcon}
        Menu
      </button>
      {everOpened && (
        <Suspense>
          <MobileNavPanel entries={entries} open={isOpen} onClose={closeAndReturnFocus} />
        </Suspense>
      )}
    </>
  );
}
