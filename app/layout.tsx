import './globals.css';

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { RouteScrollReset } from '@/components/layout/route-scroll-reset';
import { ImageFallback } from '@/components/ui/image-fallback';
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
};

export const viewport: Viewport = { themeColor: '#0e1c33' };

// Marks the page as scripted before first paint, so JS-only collapses (read more, reveal) never flash.
const markScripted = "document.documentElement.classList.add('js')";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: markScripted }} />
      </head>
      <body>
        {/* The public pages' chrome is in app/(site)/layout.tsx; the back office has its own (app/admin). */}
        {children}
        <RouteScrollReset />
        <ImageFallback />
      </body>
    </html>
  );
}
