import './globals.css';

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { HydrationMark } from '@/components/layout/hydration-mark';
import { RouteScrollReset } from '@/components/layout/route-scroll-reset';
import { ImageFallback } from '@/components/ui/image-fallback';
import { practice } from '@/content/practice';
import { themeCss } from '@/lib/theme';

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

// Marks the page as scripted before first paint, so JS-only collapses (read more) never flash.
const markScripted = "document.documentElement.classList.add('js')";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: markScripted }} />
        {/* The practice's colours; validated hex values only. scripts/post-export.ts hashes it into the CSP. */}
        <style dangerouslySetInnerHTML={{ __html: themeCss(practice.theme.colours) }} />
      </head>
      {/* "Back to top" links to #top: the body, so the link checks find its target. */}
      <body id="top">
        {/* The public pages' chrome is in app/(site)/layout.tsx; the back office has its own (app/admin). */}
        {children}
        <RouteScrollReset />
        <HydrationMark />
        <ImageFallback />
      </body>
    </html>
  );
}
