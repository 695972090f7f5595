'use client';

import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import type { ChatCopy } from '@/content/chat';

import { ChatIcon, CloseIcon } from './icons';

// A separate chunk, fetched on the first click: react-markdown and the panel stay out of every page's first load.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

const placements = {
  // Desktop: round, at the bottom right, in the margin beside the page's content column.
  floating:
    'fixed right-3 bottom-3 z-40 hidden size-12 border-2 border-white shadow-lift hover:bg-teal-800 lg:inline-flex',
  // Phones and tablets: in the sticky header beside Menu, where it never lies over the text or controls of the page.
  header: 'inline-flex size-11 shrink-0 hover:bg-teal-800 lg:hidden',
};

/**
 * The round button that opens and closes the assistant's panel. Each page has two, one for each width (the other
 * is display: none, so out of the tab order and the accessibility tree).
 */
export function ChatLauncher({ copy, placement }: { copy: ChatCopy; placement: keyof typeof placements }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    // Without preventScroll the browser "reveals" a button in the sticky header past html's scroll-padding-top,
    // scrolling the page under the reader (360 px on a phone).
    if (returnFocus) launcher.current?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      {/* In a portal: inside the header, whose backdrop blur makes it the box fixed elements are placed in, the
          panel would be placed and clipped by the header. `used` is set by a click, so never during prerender. */}
      {used &&
        createPortal(
          <Suspense
            fallback={
              <p
                role="status"
                className="fixed right-5 bottom-24 z-40 rounded-card bg-white px-4 py-3 text-sm shadow-lift"
              >
                {copy.loading}
              </p>
            }
          >
            <ChatPanel id={panelId} open={open} copy={copy} onClose={close} />
          </Suspense>,
          document.body,
        )}
      <button
        ref={launcher}
        type="button"
        aria-label={copy.launcherLabel}
        aria-expanded={open}
        aria-controls={used ? panelId : undefined}
        onClick={() => {
          setUsed(true);
          setOpen((wasOpen) => !wasOpen);
        }}
        data-overlay={placement === 'floating' ? true : undefined}
        className={`js-only items-center justify-center rounded-full bg-teal-700 text-white ${placements[placement]}`}
      >
        {open ? <CloseIcon className="size-6" /> : <ChatIcon className="size-6" />}
      </button>
    </>
  );
}
