import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { AdminShell } from '@/components/admin/admin-shell';
import { SkipLink } from '@/components/layout/skip-link';
import { practice } from '@/content/practice';

/** The staff back office: never indexed (also kept out of the sitemap and robots.txt by the post-export step). */
export const metadata: Metadata = {
  // Named like the admin home ('Back office | <surgeon>'), so staff can tell the practice's tabs apart.
  title: { default: 'Back office', template: `%s | Back office | ${practice.surgeon.name}` },
  robots: { index: false, follow: false },
};

/** The back office has none of the public site around it: no site navigation, footer, booking link or chat. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="bg-navy-900 text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-4">
          <p className="font-serif text-xl">{practice.practiceName}</p>
          <p className="text-sand-200">Back office</p>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <noscript>
          <p className="container-page py-10">The back office needs JavaScript. Please turn it on to log in.</p>
        </noscript>
        <AdminShell>{children}</AdminShell>
      </main>
    </>
  );
}
