'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { usePathname } from 'next/navigation';
import { useState } from 'react';

import { LinkList } from '@/components/ui/link-list';
import type { NavEntry, NavLink } from '@/content/navigation';

import { Chevron } from './chevron';

const linkClass = 'block rounded-md no-underline aria-[current=page]:font-semibold aria-[current=page]:text-teal-800';

/** The slide-in menu panel: accordion sections, one section and one sub-category open at a time. */
export function MobileNavPanel({
  entries,
  open,
  onClose,
}: {
  entries: NavEntry[];
  open: boolean;
  onClose: () => void;
}) {
  const pathname = usePathname();
  const [openSection, setOpenSection] = useState<string | null>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  const close = () => {
    onClose();
    setOpenSection(null);
    setOpenGroup(null);
  };

  const link = (item: NavLink, className: string) => (
    <a
      href={item.href}
      onClick={close}
      aria-current={pathname === item.href ? 'page' : undefined}
      className={`${linkClass} ${className}`}
    >
      {item.label}
    </a>
  );

  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50 lg:hidden">
      <div className="fixed inset-0 bg-navy-900/40" aria-hidden="true" />
      <DialogPanel
        transition
        className="fixed inset-y-0 right-0 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-lift transition duration-300 ease-out data-closed:translate-x-full motion-reduce:transition-none"
      >
        <div className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
          <DialogTitle className="font-serif text-xl text-navy-900">Menu</DialogTitle>
          <button
            type="button"
            onClick={close}
            className="inline-flex min-h-11 items-center gap-2 rounded-pill px-4 font-semibold text-navy-900 hover:bg-navy-50"
          >
            Close
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label="Main" className="px-3 py-4">
          <ul className="space-y-1">
            <li>{link({ label: 'Home', href: '/' }, 'px-3 py-3 text-lg text-ink')}</li>
            {entries.map((entry) => {
              const hasMenu = Boolean(entry.items || entry.groups);
              const sectionOpen = openSection === entry.label;
              const sectionId = `mobile-${entry.label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
              return (
                <li key={entry.href}>
                  <div className="flex items-center justify-between">
                    {link(entry, 'flex-1 px-3 py-3 text-lg text-ink')}
                    {hasMenu && (
                      <button
                        type="button"
                        aria-expanded={sectionOpen}
                        aria-controls={sectionId}
                        onClick={() => {
                          setOpenSection(sectionOpen ? null : entry.label);
                          setOpenGroup(null);
                        }}
                        className="grid size-11 place-items-center rounded-md text-ink-soft hover:bg-navy-50"
                      >
                        <span className="sr-only">{entry.label} menu</span>
                        <Chevron className={sectionOpen ? 'rotate-180' : ''} />
                      </button>
                    )}
                  </div>
                  {hasMenu && (
                    <div id={sectionId} hidden={!sectionOpen} className="ml-3 border-l-2 border-teal-100 pl-2">
                      {entry.items && (
                        <LinkList
                          links={entry.items}
                          currentPath={pathname}
                          onNavigate={close}
                          linkClassName={`${linkClass} px-3 py-2.5 text-ink`}
                        />
                      )}
                      {entry.groups?.map((group) => {
                        const groupOpen = openGroup === group.label;
                        const groupId = `${sectionId}-${group.label.toLowerCase()}`;
                        return (
                          <div key={group.label}>
                            <button
                              type="button"
                              aria-expanded={groupOpen}
                              aria-controls={groupId}
                              onClick={() => setOpenGroup(groupOpen ? null : group.label)}
                              className="flex min-h-11 w-full items-center justify-between px-3 text-left font-semibold text-navy-900 hover:bg-navy-50"
                            >
                              {group.label}
                              <Chevron className={groupOpen ? 'rotate-180' : ''} />
                            </button>
                            <LinkList
                              id={groupId}
                              hidden={!groupOpen}
                              className="pl-2"
                              links={group.items}
                              currentPath={pathname}
                              onNavigate={close}
                              linkClassName={`${linkClass} px-3 py-2.5 text-ink`}
                            />
                          </div>
                        );
                      })}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </DialogPanel>
    </Dialog>
  );
}
