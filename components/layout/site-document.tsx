import type { ReactNode } from 'react';

import { ImageFallback } from '@/components/ui/image-fallback';
import { practice } from '@/content/practice';
import { themeCss } from '@/lib/theme';

import { RouteScrollReset } from './route-scroll-reset';

// Marks the page as scripted before first paint, so JS-only collapses (read more) never flash.
const markScripted = "document.documentElement.classList.add('js')";

/** The document every page is: the root layout's (app/layout.tsx), and the not-found page's (app/global-not-found.tsx). */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's document head, written by a root layout */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: markScripted }} />
        {/* The practice's colours; validated hex values only. scripts/post-export.ts hashes it into the CSP. */}
        <style dangerouslySetInnerHTML={{ __html: themeCss(practice.theme.colours) }} />
      </head>
      {/* "Back to top" links to #top: the body, so the link checks find its target. */}
      <body id="top">
        {children}
        <RouteScrollReset />
        <ImageFallback />
      </body>
    </html>
  );
}
