import { apiBase } from '@/lib/links';

import { createEventParser } from './sse';
import type { ChatResponse, ChatTurn } from './types';

/**
 * A failed request: `status` is the HTTP status (0 when the server could not be reached); `midStream` says the
 * answer had started and then broke.
 */
export class ChatRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly midStream = false,
  ) {
    super(message);
  }
}

export type AskOptions = {
  message: string;
  history: ChatTurn[];
  signal?: AbortSignal;
  /** The reply so far, each time a piece arrives. */
  onText?: (textSoFar: string) => void;
  fetchImpl?: typeof fetch;
};

/** Asks our server (never a third party): the reply streams in, and the final event gives it whole with its sources. */
export async function askAssistant({
  message,
  history,
  signal,
  onText,
  fetchImpl = fetch,
}: AskOptions): Promise<ChatResponse> {
  const response = await fetchImpl(`${apiBase}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ message, history }),
    signal,
  }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    throw new ChatRequestError(0, 'The chat service could not be reached.');
  });
  if (!response.ok || !response.body)
    throw new ChatRequestError(response.status, `The chat service answered ${response.status}.`);

  const parser = createEventParser();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const { event, data } of parser.push(decoder.decode(value, { stream: true }))) {
      if (event === 'delta') {
        text += (JSON.parse(data) as { text: string }).text;
        onText?.(text);
      } else if (event === 'done') {
        return JSON.parse(data) as ChatResponse;
      } else if (event === 'error') {
        throw new ChatRequestError(0, 'The chat service failed while answering.', true);
      }
    }
  }
  throw new ChatRequestError(0, 'The answer ended before it was complete.', true);
}
