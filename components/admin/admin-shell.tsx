'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';

import type { StaffSession } from '@/lib/admin/contracts';
import { Chevron } from '@/components/layout/chevron';

import { AdminApiContext, backOfficeOrigin, createAdminApi, currentSession } from './admin-api';
import { LoginForm } from './login-form';

const sections = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/stories', label: 'Stories' },
  { href: '/admin/enquiries', label: 'Enquiries' },
  { href: '/admin/outbox', label: 'Outbox' },
  { href: '/admin/audit', label: 'Audit log' },
];

/**
 * Every back-office page sits in this shell: it asks the server for the session, shows the login when there is
 * none, and otherwise the section navigation and the page, which reaches the API through useAdminApi().
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StaffSession | null | 'loading'>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    // A static host without redirect rules serves these pages too, where the API would refuse their calls: staff
    // go on to the same page where the back office works.
    if (backOfficeOrigin && backOfficeOrigin !== window.location.origin) {
      window.location.replace(backOfficeOrigin + window.location.pathname + window.location.search);
      return;
    }
    currentSession().then(setSession, (error: Error) => {
      setProblem(error.message);
      setSession(null);
    });
  }, []);

  const api = useMemo(
    () => (session && session !== 'loading' ? createAdminApi(session, () => setSession(null)) : null),
    [session],
  );

  if (session === 'loading') {
    return (
      <p role="status" className="container-page py-16 text-ink-soft">
        Checking your session…
      </p>
    );
  }
  if (!session || !api) {
    return (
      <div className="container-page py-16">
        {problem && (
          <p role="alert" className="mb-6 rounded-card border-2 border-danger-700 bg-danger-50 p-4 text-danger-800">
            {problem}
          </p>
        )}
        <LoginForm onLoggedIn={setSession} />
      </div>
    );
  }

  const logOut = async () => {
    await api.post('/logout').catch(() => undefined);
    setSession(null);
  };

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  // On a phone the five sections sit behind a Menu button (they do not fit one row at 390 px), dropping over the
  // page; from 640 px they are a row of links. "Log out" never wraps, and the address takes its own line on a phone.
  return (
    <AdminApiContext.Provider value={api}>
      <div className="relative border-b border-sand-200 bg-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <nav
            aria-label="Back office"
            onKeyDown={(event) => {
              if (event.key === 'Escape' && menuOpen) closeMenu();
            }}
          >
            <button
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex min-h-11 items-center gap-2 rounded-pill border-2 border-navy-800 px-4 font-semibold whitespace-nowrap text-navy-800 hover:bg-navy-50 sm:hidden"
            >
              Menu
              <Chevron className={menuOpen ? 'rotate-180' : ''} />
            </button>
            <ul
              id={menuId}
              className={`${menuOpen ? 'absolute inset-x-0 top-full z-20 grid gap-1 border-b border-sand-200 bg-white px-5 py-3 shadow-lg' : 'hidden'} sm:static sm:flex sm:flex-wrap sm:gap-1 sm:border-0 sm:p-0 sm:shadow-none`}
            >
              {sections.map((section) => (
                <li key={section.href}>
                  <Link
                    href={section.href}
                    aria-current={pathname === section.href ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                    className="flex min-h-11 items-center rounded-lg px-3 font-semibold whitespace-nowrap text-navy-800 no-underline hover:bg-navy-50 aria-[current=page]:bg-navy-800 aria-[current=page]:text-white sm:inline-flex"
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="order-last basis-full text-sm break-words text-ink-soft sm:order-none sm:ml-auto sm:basis-auto">
            Logged in as <strong className="text-ink">{session.email}</strong>
          </p>
          <button
            type="button"
            onClick={logOut}
            className="inline-flex min-h-11 shrink-0 items-center rounded-pill border-2 border-navy-800 px-4 font-semibold whitespace-nowrap text-navy-800 hover:bg-navy-50"
          >
            Log out
          </button>
        </div>
      </div>
      <div className="container-page py-10">{children}</div>
    </AdminApiContext.Provider>
  );
}
