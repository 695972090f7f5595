'use client';

import { useEffect } from 'react';

/**
 * Reveals every `[data-reveal]` element once its top is within 75% of the viewport height (spec). Elements are
 * hidden only when JS runs (`.js` on <html>), and shown at once under prefers-reduced-motion.
 */
export function RevealOnScroll() {
  useEffect(() => {
    const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'));
    const reveal = (el: HTMLElement) => (el.dataset.reveal = 'shown');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) {
      elements.forEach(reveal);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight * 0.75) {
            reveal(entry.target as HTMLElement);
            observer.unobserve(entry.target);
          }
        }
      },
      { rootMargin: '0px 0px -25% 0px' },
    );
    elements.forEach((el) => {
      if (el.dataset.reveal !== 'shown') observer.observe(el);
    });
    return () => observer.disconnect();
  }, []);
  return null;
}
