'use client';

import { useEffect } from 'react';

/**
 * Links to a section of the home page ("/#contact", in the top bar, the footer and the chat's answers) stay on
 * the current page when it has that section too (the About page's contact block): the visitor is taken to the
 * section in front of them rather than to another page. Without JavaScript they lead to the home page's.
 */
export function LocalAnchors() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.('a[href^="/#"]');
      const id = link?.getAttribute('href')!.slice(2);
      if (!id || window.location.pathname === '/') return;
      const section = document.getElementById(id);
      if (!section) return;
      event.preventDefault();
      if (window.location.hash === `#${id}`) section.scrollIntoView();
      else window.location.hash = id;
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
