'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { RichText } from '@/components/shared/rich-text';
import type { ChatCopy } from '@/content/chat';

import { ChatMessage } from './chat-message';
import { CloseIcon, SendIcon, TrashIcon } from './icons';
import { useChat } from './use-chat';

/** What Tab can stop at in the panel (its buttons, the question box, the links in the answers). */
const TAB_STOPS = 'a[href], button, textarea, [tabindex]:not([tabindex="-1"])';

/** Past this height (px) the question box scrolls instead of growing. */
const INPUT_MAX_HEIGHT = 160;

type Props = { id: string; open: boolean; copy: ChatCopy; onClose: (returnFocus: boolean) => void };

/**
 * The assistant's panel: a non-modal dialog (the page stays usable), kept mounted while closed so a reply
 * still arriving is not lost. Finished messages sit in a role="log" region, so each reply is announced once,
 * when complete; the reply streaming in is shown beside it, outside the live region.
 */
export function ChatPanel({ id, open, copy, onClose }: Props) {
  const { messages, waiting, streaming, send, clear, greetIfEmpty } = useChat(copy);
  const [input, setInput] = useState('');
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const cancelClear = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const disclaimerId = useId();
  const inputId = useId();
  const confirmId = useId();

  useEffect(() => {
    if (!open) return;
    greetIfEmpty();
    textarea.current?.focus({ preventScroll: true });
  }, [open, greetIfEmpty]);

  // Escape closes from anywhere on the page, so the panel can always be dismissed without hunting for it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusInside = panel.current?.contains(document.activeElement) ?? false;
      if (focusInside && confirming) {
        setConfirming(false);
        textarea.current?.focus({ preventScroll: true });
        return;
      }
      onClose(focusInside);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, confirming, onClose]);

  useEffect(() => {
    if (confirming) cancelClear.current?.focus({ preventScroll: true });
  }, [confirming]);

  // Tab and Shift+Tab go round the panel's controls: the page behind is reached by closing it (Escape).
  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const stops = [...panel.current.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
      (element) => !element.matches(':disabled') && element.checkVisibility(),
    );
    const [first, last] = [stops[0], stops.at(-1)];
    if (!first || !last) return;
    const wrapTo = event.shiftKey ? document.activeElement === first && last : document.activeElement === last && first;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus({ preventScroll: true });
  };

  // Follow the conversation, but show a new reply from its first line: the key advice comes first.
  useLayoutEffect(() => {
    const list = scroller.current;
    if (!list) return;
    const last = list.querySelector<HTMLElement>('[data-message]:last-of-type');
    const replyStart = streaming
      ? list.querySelector<HTMLElement>('[data-streaming]')
      : last?.dataset.message === 'user'
        ? null
        : last;
    list.scrollTop = replyStart ? replyStart.offsetTop - list.offsetTop - 16 : list.scrollHeight;
  }, [messages, streaming, waiting, open]);

  const resizeInput = () => {
    const box = textarea.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, INPUT_MAX_HEIGHT)}px`;
  };
  useLayoutEffect(resizeInput, [input]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!input.trim() || waiting) return;
    const text = input;
    setInput('');
    await send(text);
  };

  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const blank = input.trim() === '';
  const iconButton =
    'inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15 disabled:opacity-50';

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={disclaimerId}
      hidden={!open}
      onKeyDown={keepTabInside}
      // Phones and tablets: the screen's height below the header (whose button closes the panel), in dvh so the
      // browser's own bars are left out; desktops: the spec's 500 px above the floating button.
      className="fixed inset-x-3 bottom-3 z-40 flex h-[calc(100dvh-8.75rem)] flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-lift sm:right-5 sm:left-auto sm:max-h-[42rem] sm:w-[26rem] lg:bottom-[9.5rem] lg:h-[500px] lg:max-h-[calc(100dvh-11rem)]"
    >
      <div className="flex items-center gap-2 bg-navy-900 py-2 pr-2 pl-4 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-serif text-lg text-white sm:text-xl">
            {copy.title}
          </h2>
          <p className="truncate text-sm text-sand-200">{copy.subtitle}</p>
        </div>
        <button
          type="button"
          className={iconButton}
          aria-label={copy.clearLabel}
          onClick={() => setConfirming(true)}
          disabled={confirming}
        >
          <TrashIcon className="size-5" />
        </button>
        <button type="button" className={iconButton} aria-label={copy.closeLabel} onClick={() => onClose(true)}>
          <CloseIcon className="size-5" />
        </button>
      </div>

      {confirming && (
        <div
          role="group"
          aria-labelledby={confirmId}
          className="flex flex-wrap items-center gap-3 border-b border-sand-200 bg-sand-50 px-4 py-3"
        >
          <p id={confirmId} className="w-full font-semibold text-navy-900">
            {copy.clearConfirm}
          </p>
          <button
            type="button"
            className="min-h-11 rounded-pill bg-danger-700 px-4 font-semibold text-white hover:bg-danger-800"
            onClick={() => {
              clear();
              setConfirming(false);
              textarea.current?.focus({ preventScroll: true });
            }}
          >
            {copy.clearYes}
          </button>
          <button
            ref={cancelClear}
            type="button"
            className="min-h-11 rounded-pill border border-navy-100 bg-white px-4 font-semibold text-navy-900 hover:bg-sand-100"
            onClick={() => {
              setConfirming(false);
              textarea.current?.focus({ preventScroll: true });
            }}
          >
            {copy.clearNo}
          </button>
        </div>
      )}

      {/* The conversation scrolls on its own: a stop in the Tab order lets a keyboard scroll it when no answer
          holds a link yet (WCAG 2.1.1); its ring is drawn inside (globals.css), as the panel clips what overflows. */}
      <div
        ref={scroller}
        role="region"
        aria-label={copy.conversationLabel}
        tabIndex={0}
        className="focus-ring-inside flex-1 space-y-4 overflow-y-auto px-4 py-4"
      >
        <div role="log" aria-label={copy.title} className="space-y-4">
          {messages.map((message) => (
            <div key={message.id} data-message={message.role}>
              <ChatMessage message={message} copy={copy} />
            </div>
          ))}
        </div>
        {streaming && (
          <div data-streaming>
            <ChatMessage message={{ role: 'assistant', content: streaming }} copy={copy} />
          </div>
        )}
        <p role="status" className="text-ink-muted">
          {waiting && !streaming ? copy.thinking : ''}
        </p>
      </div>

      <div className="border-t border-sand-200 bg-white px-3 pt-2 pb-3">
        <p className="px-1 pb-1 text-sm font-semibold text-ink">
          <RichText text={copy.safetyLine} />
        </p>
        <p id={disclaimerId} className="px-1 pb-2 text-sm text-ink-muted">
          {copy.disclaimer}
        </p>
        <form onSubmit={submit} className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            {copy.inputLabel}
          </label>
          <textarea
            ref={textarea}
            id={inputId}
            rows={1}
            value={input}
            maxLength={copy.maxMessageChars}
            placeholder={copy.inputPlaceholder}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onInputKey}
            className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-ink-muted bg-white px-3 py-2 text-base text-ink placeholder:text-ink-muted"
          />
          <button
            type="submit"
            disabled={waiting || blank}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-ink-muted/60"
          >
            <SendIcon className="size-5" />
            <span className="sr-only">{copy.sendLabel}</span>
          </button>
        </form>
      </div>
    </div>
  );
}
