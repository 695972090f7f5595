import { describe, expect, it, vi } from 'vitest';

import { askAssistant, ChatRequestError } from './client';

function streamResponse(pieces: string[], status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

const done = { reply: 'Hello **there**', sources: [{ title: 'A', url: '/a' }], urgency: 'none' };

describe('askAssistant', () => {
  it('posts the question and history as JSON, asking for a stream', async () => {
    const fetchImpl = vi.fn(async () => streamResponse([`event: done\ndata: ${JSON.stringify(done)}\n\n`]));
    await askAssistant({ message: 'Hi', history: [{ role: 'user', content: 'Before' }], fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'text/event-stream' });
    expect(JSON.parse(init.body as string)).toEqual({ message: 'Hi', history: [{ role: 'user', content: 'Before' }] });
  });

  it('reports the reply as it streams and returns the final answer', async () => {
    const seen: string[] = [];
    const fetchImpl = async () =>
      streamResponse([
        'event: delta\ndata: {"text":"Hel',
        'lo"}\n\nevent: delta\ndata: {"text":" there"}\n\n',
        `event: done\ndata: ${JSON.stringify(done)}\n\n`,
      ]);
    const answer = await askAssistant({ message: 'Hi', history: [], fetchImpl, onText: (t) => seen.push(t) });
    expect(seen).toEqual(['Hello', 'Hello there']);
    expect(answer).toEqual(done);
  });

  it.each([
    ['an error status', async () => new Response('{"error":"x"}', { status: 429 }), 429, false],
    [
      'an unreachable server',
      async () => {
        throw new TypeError('fetch failed');
      },
      0,
      false,
    ],
    ['an error event', async () => streamResponse(['event: error\ndata: {}\n\n']), 0, true],
    ['a stream that stops early', async () => streamResponse(['event: delta\ndata: {"text":"Hel"}\n\n']), 0, true],
  ])('fails with ChatRequestError on %s', async (_name, fetchImpl, status, midStream) => {
    const error = await askAssistant({ message: 'Hi', history: [], fetchImpl: fetchImpl as typeof fetch }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChatRequestError);
    expect(error).toMatchObject({ status, midStream });
  });
});
