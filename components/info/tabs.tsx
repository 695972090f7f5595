'use client';

import { type KeyboardEvent, type ReactNode, useRef, useState, useSyncExternalStore } from 'react';

export type TabItem = { label: string; content: ReactNode };

/** Tabs that work before React runs: app/globals.css has a rule for each of this many (see "[data-tabs]"). */
const MAX_TABS = 8;

const noChanges = () => () => {};

function onHashChange(changed: () => void) {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
}

/**
 * WAI-ARIA tabs (roving tabindex; arrow keys, Home and End move and select). Every panel is rendered, the
 * inactive ones hidden, so all the content is in the HTML.
 *
 * Why not Headless UI's Tabs: on the server it renders a focus-sentinel button and hidden panels with inline
 * `style` attributes, which our Content-Security-Policy (no 'unsafe-inline' styles) blocks.
 *
 * `narrow`: what happens below 1024 px and without JavaScript, where there is no room for (or no way to work) a
 * tab list. "hide" hides the whole widget (the page shows the same content as accordions there); "stack" hides
 * only the tab list and shows every panel one after another under its own heading.
 */
export function Tabs({
  id,
  label,
  items,
  defaultIndex = 0,
  narrow,
  headingLevel = 2,
}: {
  id: string;
  label: string;
  items: TabItem[];
  defaultIndex?: number;
  narrow: 'hide' | 'stack';
  /** Level of each panel's own heading in "stack" mode (kept for screen readers on desktop). */
  headingLevel?: 2 | 3;
}) {
  if (items.length > MAX_TABS) throw new Error(`Tabs "${id}": at most ${MAX_TABS} tabs (app/globals.css)`);
  const tabId = (i: number) => `${id}-tab-${i}`;
  const showId = (i: number) => `${id}-show-${i}`;
  // A tab clicked before React ran went to its marker (#…-show-N) and CSS showed its panel: that choice holds
  // until another tab is chosen.
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => '',
  );
  // False in the exported HTML and while React takes the page over; true once it runs: the CSS tabs step aside.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const [chosen, setChosen] = useState<number>();
  const fromAddress = items.findIndex((_, i) => hash === `#${showId(i)}`);
  const selected = chosen ?? (fromAddress >= 0 ? fromAddress : defaultIndex);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setChosen(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const panelId = (i: number) => `${id}-panel-${i}`;
  const stack = narrow === 'stack';
  const PanelHeading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div data-tabs data-hydrated={hydrated || undefined} className={stack ? '' : 'hidden [.js_&]:lg:block'}>
      {/* Before React runs each tab is a link to one of these markers, at the top of the widget (so the tabs stay
          in view); the CSS shows the panel of the marker targeted. */}
      {items.map((item, i) => (
        <span key={item.label} id={showId(i)} data-tab-target />
      ))}
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={`${stack ? 'hidden [.js_&]:lg:flex' : 'flex'} flex-wrap gap-2 rounded-pill border border-sand-200 bg-white p-1.5 shadow-card lg:w-fit`}
      >
        {items.map((item, i) => (
          <a
            key={item.label}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={tabId(i)}
            href={`#${showId(i)}`}
            role="tab"
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              select(i);
            }}
            className={`inline-flex min-h-11 items-center rounded-pill px-5 font-semibold no-underline transition-colors ${
              i === selected
                ? 'bg-navy-800 text-white hover:text-white'
                : 'text-navy-900 hover:bg-navy-50 hover:text-navy-900'
            }`}
          >
            {item.label}
          </a>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.label}
          id={panelId(i)}
          role="tabpanel"
          aria-labelledby={tabId(i)}
          tabIndex={0}
          hidden={!stack && i !== selected}
          className={`mt-8 focus-visible:rounded-card ${stack && i !== selected ? '[.js_&]:lg:hidden' : ''}`}
        >
          {stack && <PanelHeading className="mb-6 text-3xl [.js_&]:lg:sr-only">{item.label}</PanelHeading>}
          {item.content}
        </div>
      ))}
    </div>
  );
}
