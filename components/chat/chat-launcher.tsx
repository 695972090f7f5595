'use client';

import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';

import type { ChatCopy } from '@/content/chat';

import { ChatIcon, CloseIcon } from './icons';

// A separate chunk, fetched on the first click: react-markdown and the panel stay out of every page's first load.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/** The round button at the bottom right that opens and closes the assistant's panel. */
export function ChatLauncher({ copy }: { copy: ChatCopy }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) launcher.current?.focus();
  }, []);

  return (
    <>
      {used && (
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
        </Suspense>
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
        data-overlay
        className="js-only fixed right-3 bottom-3 z-40 inline-flex size-12 items-center justify-center rounded-full border-2 border-white bg-teal-700 text-white shadow-lift hover:bg-teal-800"
      >
        {open ? <CloseIcon className="size-6" /> : <ChatIcon className="size-6" />}
      </button>
    </>
  );
}
