import './globals.css';

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { ChatAssistant } from '@/components/chat/chat-assistant';
import { KeepFocusClear } from '@/components/layout/keep-focus-clear';
import { LocalAnchors } from '@/components/layout/local-anchors';
import { RouteScrollReset } from '@/components/layout/route-scroll-reset';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { TopBar } from '@/components/layout/top-bar';
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
        <SkipLink />
        <TopBar />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ChatAssistant />
        <RouteScrollReset />
        <KeepFocusClear />
        <LocalAnchors />
        <ImageFallback />
      </body>
    </html>
  );
}
