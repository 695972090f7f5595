'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The spec resets the scroll position to the top on every route change (links to an anchor keep their target). */
export function RouteScrollReset() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
