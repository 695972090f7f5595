'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { LinkList } from '@/components/ui/link-list';
import type { NavEntry, NavLink } from '@/content/navigation';
import { useHydrated } from '@/components/hooks/use-hydrated';

import { Chevron } from './chevron';

const panelId = (label: string) => `nav-panel-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/** The links and group buttons a keyboard user moves between in one open list, in order. */
const itemsOf = (list: Element | null) =>
  list ? [...list.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button')] : [];

/**
 * Desktop navigation: each section is a link plus a toggle for its dropdown (the WAI-ARIA disclosure navigation
 * pattern, links stay links). Dropdowns open on hover and from the toggle by keyboard; the arrow keys, Home and
 * End move within an open list, Right and Left enter and leave a group's flyout; Escape closes and returns focus
 * to what opened it; a dropdown closes as soon as focus leaves it. Before hydration (and with JS off) the panels
 * open with CSS on hover and focus-within, so every link is reachable.
 */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState<string | null>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const enhanced = useHydrated();
  const [menusPath, setMenusPath] = useState(pathname);
  const navRef = useRef<HTMLElement>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());

  // A client-side navigation closes the menus (adjusting state during render, not in an effect).
  if (pathname !== menusPath) {
    setMenusPath(pathname);
    setOpen(null);
    setOpenGroup(null);
  }
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (label: string | null) => {
    setOpen(label);
    setOpenGroup(null);
  };

  /** Focus moves to an item of a list once React has shown it. */
  const focusLater = (find: () => HTMLElement | undefined) => requestAnimationFrame(() => find()?.focus());

  const onKeyDown = (event: KeyboardEvent, label: string) => {
    const target = event.target as HTMLElement;
    const list = target.closest('ul');
    const inFlyout = Boolean(target.closest('[data-flyout]'));
    const groupButton = inFlyout ? target.closest('[data-group]')?.querySelector<HTMLElement>(':scope > button') : null;
    const items = itemsOf(list);
    const focused = items.indexOf(target);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };

    if (event.key === 'Escape' && open === label) {
      event.stopPropagation();
      if (inFlyout) {
        setOpenGroup(null);
        groupButton?.focus();
      } else {
        openMenu(null);
        toggles.current.get(label)?.focus();
      }
      return;
    }
    if (target === toggles.current.get(label)) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      openMenu(label);
      focusLater(() => itemsOf(document.querySelector(`#${panelId(label)} ul`))[0]);
      return;
    }
    if (focused < 0) return;
    if (event.key === 'ArrowDown') move(focused + 1);
    else if (event.key === 'ArrowUp') move(focused - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'ArrowRight' && target.dataset.group) {
      event.preventDefault();
      setOpenGroup(target.dataset.group);
      focusLater(() => itemsOf(document.querySelector(`#${target.getAttribute('aria-controls')} ul`))[0]);
    } else if (event.key === 'ArrowLeft' && inFlyout) {
      event.preventDefault();
      setOpenGroup(null);
      groupButton?.focus();
    }
  };

  const panelClass = (isOpen: boolean, cssGroup: string) =>
    enhanced ? (isOpen ? 'block' : 'hidden') : `hidden ${cssGroup}`;

  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`);

  const linkList = (links: NavLink[]) => (
    <LinkList
      links={links}
      currentPath={pathname}
      className="py-2"
      linkClassName="block px-4 py-2.5 text-base text-ink no-underline hover:bg-teal-50 hover:text-teal-800 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800"
    />
  );

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {entries.map((entry) => {
          const hasMenu = Boolean(entry.items || entry.groups);
          const isOpen = open === entry.label;
          return (
            <li
              key={entry.href}
              className="group relative"
              onMouseEnter={() => hasMenu && openMenu(entry.label)}
              onMouseLeave={() => hasMenu && openMenu(null)}
              onKeyDown={(event) => onKeyDown(event, entry.label)}
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) openMenu(null);
              }}
            >
              <div className="flex items-center">
                <a
                  href={entry.href}
                  aria-current={pathname === entry.href ? 'page' : undefined}
                  className={`rounded-md px-2.5 py-2 text-base font-medium whitespace-nowrap no-underline hover:text-teal-800 ${
                    isCurrent(entry.href) ? 'text-teal-800 underline decoration-2 underline-offset-8' : 'text-ink'
                  }`}
                >
                  {entry.label}
                </a>
                {hasMenu && (
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) toggles.current.set(entry.label, node);
                    }}
                    aria-expanded={isOpen}
                    aria-controls={panelId(entry.label)}
                    onClick={() => openMenu(isOpen ? null : entry.label)}
                    className="-ml-1 grid size-9 place-items-center rounded-md text-ink-soft hover:bg-navy-50"
                  >
                    <span className="sr-only">{entry.label} menu</span>
                    <Chevron className={isOpen ? 'rotate-180' : ''} />
                  </button>
                )}
              </div>
              {hasMenu && (
                <div
                  id={panelId(entry.label)}
                  className={`absolute top-full left-0 z-50 min-w-64 pt-2 ${panelClass(isOpen, 'group-focus-within:block group-hover:block')}`}
                >
                  <div className="card overflow-visible">
                    {entry.items && linkList(entry.items)}
                    {entry.groups && (
                      <ul className="py-2">
                        {entry.groups.map((group) => {
                          const groupOpen = isOpen && openGroup === group.label;
                          const flyoutId = panelId(`${entry.label}-${group.label}`);
                          return (
                            <li
                              key={group.label}
                              data-group
                              className="group/sub relative"
                              onMouseEnter={() => setOpenGroup(group.label)}
                              onMouseLeave={() => setOpenGroup(null)}
                            >
                              <button
                                type="button"
                                data-group={group.label}
                                aria-expanded={groupOpen}
                                aria-controls={flyoutId}
                                // The pointer opened it on the way in: a click then keeps it open instead of closing
                                // what the visitor is reaching for. From the keyboard (detail 0) it toggles.
                                onClick={(event) => setOpenGroup(groupOpen && event.detail === 0 ? null : group.label)}
                                className="flex w-full items-center justify-between gap-6 px-4 py-2.5 text-left text-base font-medium text-ink hover:bg-teal-50"
                              >
                                {group.label}
                                <Chevron direction="right" />
                              </button>
                              <div
                                id={flyoutId}
                                data-flyout
                                className={`absolute top-0 left-full z-50 min-w-72 pl-1 ${panelClass(
                                  groupOpen,
                                  'group-focus-within/sub:block group-hover/sub:block',
                                )}`}
                              >
                                <div className="card">{linkList(group.items)}</div>
                              </div>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
