import type { ReactNode } from 'react';

import { ChatAssistant } from '@/components/chat/chat-assistant';

import { KeepFocusClear } from './keep-focus-clear';
import { LocalAnchors } from './local-anchors';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** What every public page sits in: top bar, header, footer and the chat assistant (the back office has its own). */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatAssistant />
      <KeepFocusClear />
      <LocalAnchors />
    </>
  );
}
