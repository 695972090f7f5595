import './globals.css';

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { SiteDocument } from '@/components/layout/site-document';
import { practice } from '@/content/practice';

export const metadata: Metadata = {
  metadataBase: new URL(practice.siteUrl),
  title: {
    default: `${practice.surgeon.name}, ${practice.surgeon.role}`,
    template: `%s | ${practice.surgeon.name}`,
  },
  description: practice.tagline,
  alternates: { canonical: '/' },
  openGraph: { siteName: practice.practiceName, locale: 'en_GB', type: 'website' },
  icons: { icon: { url: '/logo.svg', type: 'image/svg+xml' } },
};

export const viewport: Viewport = { themeColor: practice.theme.colours.primary[900] };

export default function RootLayout({ children }: { children: ReactNode }) {
  // The public pages' chrome is in app/(site)/layout.tsx; the back office has its own (app/admin).
  return <SiteDocument>{children}</SiteDocument>;
}
