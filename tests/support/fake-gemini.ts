import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Gemini-compatible server on loopback for the provider tests: answers generateContent and
 * streamGenerateContent like the real API, or fails in the ways the real one can.
 *   ok         the reply in pieces
 *   error      HTTP 500 every time
 *   error-once HTTP 503, then ok (to see the retry)
 *   hang       accepts the request and never answers (to see the time-out and the abort)
 */
export type FakeMode = 'ok' | 'error' | 'error-once' | 'hang';

type RecordedRequest = { path: string; headers: IncomingHttpHeaders; body: GeminiRequestBody };
type GeminiRequestBody = {
  contents: { role: string; parts: { text: string }[] }[];
  systemInstruction?: { parts: { text: string }[] };
};

export type FakeGemini = {
  baseUrl: string;
  mode: FakeMode;
  replyPieces: string[];
  requests: RecordedRequest[];
  /** Requests whose connection closed before an answer was sent (the client gave up). */
  abandoned: number;
  close(): Promise<void>;
};

const candidate = (text: string) => ({ candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }] });

export async function startFakeGemini(mode: FakeMode = 'ok'): Promise<FakeGemini> {
  let failedOnce = false;
  const open = new Set<ServerResponse>();
  const fake: FakeGemini = {
    baseUrl: '',
    mode,
    replyPieces: ['Hello from the **model**. ', 'See [Recovery](/knee-procedures/knee-arthroscopy#recovery).'],
    requests: [],
    abandoned: 0,
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      fake.requests.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}') as GeminiRequestBody,
      });
      open.add(res);
      res.on('close', () => {
        open.delete(res);
        if (!res.writableFinished) fake.abandoned++;
      });
      const failing = fake.mode === 'error' || (fake.mode === 'error-once' && !failedOnce);
      if (failing) {
        failedOnce = true;
        const status = fake.mode === 'error' ? 500 : 503;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { code: status, message: 'Simulated failure', status: 'UNAVAILABLE' } }));
        return;
      }
      if (fake.mode === 'hang') return;
      if ((req.url ?? '').includes(':streamGenerateContent')) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        for (const piece of fake.replyPieces) res.write(`data: ${JSON.stringify(candidate(piece))}\r\n\r\n`);
        res.end();
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(candidate(fake.replyPieces.join(''))));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
