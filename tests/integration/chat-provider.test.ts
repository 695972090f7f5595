import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { chatReplies } from '@/content/chat';
import { practice } from '@/content/practice';
import { answerOffline } from '@/lib/chat/answer';
import { currentIndex } from '@/tests/chat-eval/evaluate';

import { startFakeGemini, type FakeGemini } from '../support/fake-gemini';
import { startServer, type RunningServer } from '../support/server';

/**
 * The Gemini path against a fake Gemini-compatible server on loopback: success, retry, error and time-out
 * fall back to the offline answer, and the upstream request is aborted when the visitor leaves.
 */
let fake: FakeGemini;
let server: RunningServer;
const QUESTION = 'When can I drive after a knee arthroscopy?';
const offlineReply = answerOffline(currentIndex(), QUESTION).reply;

beforeAll(async () => {
  fake = await startFakeGemini();
  server = await startServer({
    SERVE_SITE: 'false',
    CHAT_RATE_LIMIT_MAX: '1000',
    GEMINI_API_KEY: 'test-key',
    GEMINI_MODEL: 'gemini-test-model',
    GEMINI_BASE_URL: fake.baseUrl,
    GEMINI_TIMEOUT_MS: '1500',
  });
});
afterEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  fake.abandoned = 0;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const ask = (body: unknown, init: RequestInit = {}, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    ...init,
  });

type Answer = { reply: string; sources: { title: string; url: string }[]; urgency: string };

describe('answers written by Gemini (GEMINI_API_KEY set)', () => {
  it('returns the model reply with the sources found on our pages', async () => {
    const answer = (await (await ask({ message: QUESTION })).json()) as Answer;
    expect(answer.reply).toBe(fake.replyPieces.join('').trim());
    expect(answer.urgency).toBe('none');
    expect(answer.sources[0]!.url).toMatch(/\/knee-arthroscopy#/);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends the key server-side, the persona, reference text, passages, markdown rules and only the last 5 messages', async () => {
    const history = Array.from({ length: 8 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `earlier message ${i}`,
    }));
    await ask({ message: QUESTION, history });
    const [request] = fake.requests;
    expect(request!.path).toContain('/models/gemini-test-model:streamGenerateContent');
    expect(request!.headers['x-goog-api-key']).toBe('test-key');
    const system = request!.body.systemInstruction!.parts.map((p) => p.text).join('');
    expect(system).toContain(`virtual assistant of ${practice.surgeon.name}`);
    expect(system).toContain('Use only the reference material');
    expect(system).toContain(practice.insurers[0]!.name);
    expect(system).toContain(practice.declarations[0]);
    expect(system).toContain(practice.privatePractice.hospital);
    expect(system).toMatch(/\(url: \/(knee-procedures|Treatments)\/knee-arthroscopy#[a-z-]+\)/);
    expect(system).toContain('**bold**');
    // History 3..7: the last 5, starting with the visitor (message 3 is the assistant's, so it is dropped).
    expect(request!.body.contents.map((c) => [c.role, c.parts[0]!.text])).toEqual([
      ['user', 'earlier message 4'],
      ['model', 'earlier message 5'],
      ['user', 'earlier message 6'],
      ['model', 'earlier message 7'],
      ['user', QUESTION],
    ]);
  });

  it('streams the model reply piece by piece', async () => {
    const res = await ask({ message: QUESTION }, {}, { Accept: 'text/event-stream' });
    const text = await res.text();
    const deltas = [...text.matchAll(/event: delta\ndata: (.*)/g)].map(
      (m) => (JSON.parse(m[1]!) as { text: string }).text,
    );
    expect(deltas).toEqual(fake.replyPieces);
    expect(text).toMatch(/event: done\ndata: .*"urgency":"none"/);
  });

  it('never sends red flags or personal-advice requests to the model', async () => {
    await ask({ message: 'I have chest pain after my knee arthroscopy' });
    await ask({ message: 'How much ibuprofen can I take?' });
    expect(fake.requests).toHaveLength(0);
  });

  it('puts the red-flag checklist before the model reply when the visitor describes a symptom, and streams it first', async () => {
    const message = 'my knee is still stiff and sore after my arthroscopy, when can I drive?';
    const answer = (await (await ask({ message })).json()) as Answer;
    expect(answer.reply).toBe(`${chatReplies.checkFirst()}\n\n${fake.replyPieces.join('').trim()}`);
    const text = await (await ask({ message }, {}, { Accept: 'text/event-stream' })).text();
    const first = /event: delta\ndata: (.*)/.exec(text)!;
    expect((JSON.parse(first[1]!) as { text: string }).text).toContain(chatReplies.checkFirst());
  });

  it('puts same-day advice for a warning sign before the model answer to the question asked with it', async () => {
    const message = 'I heard a pop in my knee at football and it swelled up straight away, what is an ACL tear?';
    const answer = (await (await ask({ message })).json()) as Answer;
    // The model answers the question; the urgency is the screen's, whatever the model says
    expect(fake.requests).toHaveLength(1);
    expect(answer.urgency).toBe('urgent');
    expect(answer.reply).toBe(
      [
        chatReplies.urgent(['knee-sudden-swelling-or-stuck', 'knee-swelled-after-injury']),
        chatReplies.answerAfterWarning,
        fake.replyPieces.join('').trim(),
      ].join('\n\n'),
    );
  });

  it('retries once after an error, then uses the model reply', async () => {
    fake.mode = 'error-once';
    const answer = (await (await ask({ message: QUESTION })).json()) as Answer;
    expect(fake.requests).toHaveLength(2);
    expect(answer.reply).toBe(fake.replyPieces.join('').trim());
  });

  it('falls back to the offline answer when the model keeps failing, after one retry', async () => {
    fake.mode = 'error';
    const res = await ask({ message: QUESTION });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Answer).reply).toBe(offlineReply);
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back to the offline answer at the time-out, abandoning the upstream request', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const answer = await (await ask({ message: QUESTION }, {}, { Accept: 'text/event-stream' })).text();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toContain(JSON.stringify(offlineReply).slice(1, 60));
    expect(fake.requests).toHaveLength(1);
    await expect.poll(() => fake.abandoned).toBe(1);
  });

  it('aborts the upstream request when the visitor disconnects', async () => {
    const patient = await startServer({
      SERVE_SITE: 'false',
      GEMINI_API_KEY: 'test-key',
      GEMINI_BASE_URL: fake.baseUrl,
      GEMINI_TIMEOUT_MS: '60000',
    });
    const visitor = new AbortController();
    try {
      fake.mode = 'hang';
      const pending = fetch(`${patient.baseUrl}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({ message: QUESTION }),
        signal: visitor.signal,
      }).then((res) => res.text());
      // The first question also loads the chat index: on a busy machine that alone can take over a second.
      await expect.poll(() => fake.requests.length, { timeout: 15_000 }).toBe(1);
      visitor.abort();
      await pending.catch(() => undefined);
      await expect.poll(() => fake.abandoned, { timeout: 5000 }).toBe(1);
    } finally {
      // A request still open would hold the server's close (it waits for it) until the test timed out.
      visitor.abort();
      await patient.close();
    }
  });

  it('answers offline as before when the model server is not there at all', async () => {
    const gone = await startServer({
      SERVE_SITE: 'false',
      GEMINI_API_KEY: 'k',
      GEMINI_BASE_URL: 'http://127.0.0.1:9',
      GEMINI_TIMEOUT_MS: '3000',
    });
    try {
      const answer = (await (
        await fetch(`${gone.baseUrl}/api/chat`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: QUESTION }),
        })
      ).json()) as Answer;
      expect(answer.reply).toBe(offlineReply);
    } finally {
      await gone.close();
      await sleep(0);
    }
  });
});
