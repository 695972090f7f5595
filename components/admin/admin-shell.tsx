'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

import type { StaffSession } from '@/lib/admin/contracts';

import { AdminApiContext, createAdminApi, currentSession } from './admin-api';
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

  useEffect(() => {
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

  return (
    <AdminApiContext.Provider value={api}>
      <div className="border-b border-sand-200 bg-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-4 py-3">
          <nav aria-label="Back office">
            <ul className="flex flex-wrap gap-1">
              {sections.map((section) => (
                <li key={section.href}>
                  <Link
                    href={section.href}
                    aria-current={pathname === section.href ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-navy-800 no-underline hover:bg-navy-50 aria-[current=page]:bg-navy-800 aria-[current=page]:text-white"
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3 text-sm text-ink-soft">
            <span>
              Logged in as <strong className="text-ink">{session.email}</strong>
            </span>
            <button
              type="button"
              onClick={logOut}
              className="inline-flex min-h-11 items-center rounded-pill border-2 border-navy-800 px-4 font-semibold text-navy-800 hover:bg-navy-50"
            >
              Log out
            </button>
          </div>
        </div>
      </div>
      <div className="container-page py-10">{children}</div>
    </AdminApiContext.Provider>
  );
}
