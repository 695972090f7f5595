import './globals.css';

import type { Metadata } from 'next';

import { SiteChrome } from '@/components/layout/site-chrome';
import { SiteDocument } from '@/components/layout/site-document';
import { mainNavigation } from '@/content/navigation';
import { practice } from '@/content/practice';

export const metadata: Metadata = {
  title: `Page not found | ${practice.surgeon.name}`,
  robots: { index: false },
  icons: { icon: { url: '/logo.svg', type: 'image/svg+xml' } },
};

/**
 * Any address we have no page for (out/404.html). A global not-found page (next.config.ts) is a document of its
 * own, so no page carries it in its RSC payload, as they carried app/not-found.tsx (twice) before.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteChrome>
        <div className="container-page py-16">
          <h1 className="text-4xl">Page not found</h1>
          <p className="mt-4 max-w-prose text-lg">
            We could not find that page. It may have moved, or the address may be mistyped. These pages may help:
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <a href="/" className="card block p-5 font-semibold no-underline hover:border-teal-600">
                Home page
              </a>
            </li>
            {mainNavigation.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href} className="card block p-5 font-semibold no-underline hover:border-teal-600">
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-prose">
            To speak to someone, call the private secretary on{' '}
            <a href={`tel:${practice.privatePractice.phone.replace(/\s/g, '')}`}>{practice.privatePractice.phone}</a> or{' '}
            <a href="/#contact">send us a message</a>.
          </p>
        </div>
      </SiteChrome>
    </SiteDocument>
  );
}
