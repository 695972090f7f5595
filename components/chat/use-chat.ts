'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { ChatCopy } from '@/content/chat';
import { askAssistant, ChatRequestError } from '@/lib/chat/client';
import { historyForRequest, loadMessages, saveMessages, type StoredMessage } from '@/lib/chat/history';

const newId = () => crypto.randomUUID();
const now = () => new Date().toISOString();

/** The panel's state (spec: messages, input, waiting), kept in browser storage; the reply streams in. */
export function useChat(copy: ChatCopy) {
  const [messages, setMessages] = useState<StoredMessage[]>(() =>
    typeof window === 'undefined' ? [] : loadMessages(window.localStorage),
  );
  const [waiting, setWaiting] = useState(false);
  /** The reply as it arrives; shown outside the live log so it is announced once, when complete. */
  const [streaming, setStreaming] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);

  // Stored in the same task as the messages are drawn: a reload the moment a reply shows keeps it (an effect after
  // paint could run too late).
  useLayoutEffect(() => saveMessages(window.localStorage, messages), [messages]);
  useEffect(() => () => request.current?.abort(), []);

  const append = useCallback((message: Omit<StoredMessage, 'id' | 'timestamp'>) => {
    setMessages((list) => [...list, { ...message, id: newId(), timestamp: now() }]);
  }, []);

  /** The spec's greeting, on first open with an empty list. */
  const greetIfEmpty = useCallback(() => {
    setMessages((list) =>
      list.length ? list : [{ id: newId(), role: 'system', content: copy.greeting, timestamp: now() }],
    );
  }, [copy.greeting]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || waiting) return false;
      const history = historyForRequest(messages);
      append({ role: 'user', content: message });
      setWaiting(true);
      const controller = new AbortController();
      request.current = controller;
      try {
        const answer = await askAssistant({ message, history, signal: controller.signal, onText: setStreaming });
        append({ role: 'assistant', content: answer.reply, sources: answer.sources, urgency: answer.urgency });
      } catch (error) {
        if (controller.signal.aborted) return true;
        const failure = error instanceof ChatRequestError ? error : new ChatRequestError(0, String(error));
        console.warn(`Chat request failed: ${failure.message}`);
        const reply =
          failure.status === 429 ? copy.tooManyRequests : failure.midStream ? copy.shortErrorReply : copy.errorReply;
        append({ role: 'assistant', content: reply });
      } finally {
        if (request.current === controller) {
          setWaiting(false);
          setStreaming(null);
        }
      }
      return true;
    },
    [append, copy, messages, waiting],
  );

  const clear = useCallback(() => {
    request.current?.abort();
    request.current = null;
    setWaiting(false);
    setStreaming(null);
    setMessages([{ id: newId(), role: 'system', content: copy.greeting, timestamp: now() }]);
  }, [copy.greeting]);

  return { messages, waiting, streaming, send, clear, greetIfEmpty };
}
