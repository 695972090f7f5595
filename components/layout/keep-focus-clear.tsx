'use client';

import { useEffect } from 'react';

/**
 * Nothing fixed may sit over the focused element. The browser scrolls a newly focused element into view only when
 * it is off screen, not when it is on screen but under the sticky header or the chat button; so after each focus
 * move, if a fixed or sticky control marked `data-overlay` covers the focused element, the page scrolls it clear.
 */
export function KeepFocusClear() {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // Containers focused by script (the main content) are not controls; dialogs manage their own focus.
      if (!(target instanceof HTMLElement) || target.tabIndex < 0 || target.closest('[role="dialog"]')) return;
      const overlay = target.closest<HTMLElement>('[data-overlay]');
      if (overlay && ['fixed', 'sticky'].includes(getComputedStyle(overlay).position)) return;
      requestAnimationFrame(() => {
        const box = target.getBoundingClientRect();
        if (box.height > innerHeight / 2) return;
        let by = 0;
        for (const overlay of document.querySelectorAll<HTMLElement>('[data-overlay]')) {
          const position = getComputedStyle(overlay).position;
          if (position !== 'fixed' && position !== 'sticky') continue;
          const cover = overlay.getBoundingClientRect();
          const covers =
            cover.width > 0 &&
            box.left < cover.right &&
            cover.left < box.right &&
            box.top < cover.bottom &&
            cover.top < box.bottom;
          if (!covers) continue;
          const atTop = cover.top < innerHeight / 2;
          by = atTop ? Math.min(by, box.top - cover.bottom - 8) : Math.max(by, box.bottom - cover.top + 8);
        }
        if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  return null;
}
