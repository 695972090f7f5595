import './globals.css';

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { ChatAssistant } from '@/components/chat/chat-assistant';
import { RouteScrollReset } from '@/components/layout/route-scroll-reset';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { TopBar } from '@/components/layout/top-bar';
import { ImageFallback } from '@/components/ui/image-fallback';
import { practice } from '@/content/practice';

import { sans, serif } from './fonts';

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

// Marks the page as scripted before first paint, so JS-only collapses (read more) never flash.
const markScripted = "document.documentElement.classList.add('js')";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={`${sans.variable} ${serif.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: markScripted }} />
      </head>
      <body>
        <SkipLink />
        <TopBar />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        <ChatAssistant />
        <RouteScrollReset />
        <ImageFallback />
      </body>
    </html>
  );
}
