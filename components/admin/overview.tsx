'use client';

import Link from 'next/link';

import { PageHeading } from './admin-ui';
import { useAdminData } from './use-admin-data';

function Count({ path, label, href }: { path: string; label: string; href: string }) {
  const list = useAdminData<unknown[]>(path);
  return (
    <Link href={href} className="card block p-6 no-underline hover:shadow-lift">
      <span className="block font-serif text-5xl text-navy-900">{list.data ? list.data.length : '…'}</span>
      <span className="mt-2 block font-semibold text-teal-700">{label}</span>
    </Link>
  );
}

/** What needs attention: stories to review, enquiries to handle, mails that failed. */
export function Overview() {
  return (
    <>
      <PageHeading title="Back office" intro="What needs your attention." />
      <div className="grid gap-6 sm:grid-cols-3">
        <Count path="/stories?status=pending" label="Stories waiting for review" href="/admin/stories" />
        <Count path="/enquiries?show=open" label="Enquiries to handle" href="/admin/enquiries" />
        <Count path="/outbox?status=failed" label="Mails that failed" href="/admin/outbox" />
      </div>
    </>
  );
}
