import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { AdminShell } from '@/components/admin/admin-shell';

/** The staff back office: never indexed (also kept out of the sitemap and robots.txt by the post-export step). */
export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s | Back office' },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <noscript>
        <p className="container-page py-10">The back office needs JavaScript. Please turn it on to log in.</p>
      </noscript>
      <AdminShell>{children}</AdminShell>
    </>
  );
}
