'use client';

import { useId, useState, type ReactNode } from 'react';

/**
 * Read More / Read Less over content that is always fully in the HTML. The collapse (a max height) applies only
 * when JavaScript runs (the `js` class on <html>), so without JS the whole text shows.
 */
export function ReadMore({
  children,
  collapsedHeight,
  className = '',
}: {
  children: ReactNode;
  /** Collapsed height in px (spec: biography 300, story card 75). */
  collapsedHeight: 75 | 300;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const collapsedClass = collapsedHeight === 300 ? 'js-collapse-300' : 'js-collapse-75';
  return (
    <div className={className}>
      <div id={id} className={expanded ? '' : collapsedClass}>
        {children}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
        className="js-only mt-3 inline-flex min-h-11 items-center font-semibold text-teal-700 underline underline-offset-4 hover:text-teal-800"
      >
        {expanded ? 'Read Less' : 'Read More'}
      </button>
    </div>
  );
}
