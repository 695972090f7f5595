import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chatReplies } from '@/content/chat';

import { startServer, type RunningServer } from '../support/server';

/** POST /api/chat through a real socket: the contract, the statuses and the safety rules. */
let server: RunningServer;

beforeAll(async () => {
  // A generous rate limit here: the limit has its own tests below.
  server = await startServer({
    SERVE_SITE: 'false',
    CHAT_MAX_MESSAGE_CHARS: '200',
    CHAT_MAX_HISTORY: '6',
    CHAT_BODY_LIMIT_BYTES: '4096',
    CHAT_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(() => server?.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

type Answer = { reply: string; sources: { title: string; url: string }[]; urgency: string };

/** The events of an event-stream body, in order. */
async function readEvents(res: Response) {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown,
    }));
}

describe('POST /api/chat: answers', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'answers a question that contains "%s", in the message or the history, streamed or not',
    async (word) => {
      const message = `What is the ${word} of a knee implant?`;
      expect((await post({ message })).status).toBe(200);
      expect((await post({ message: 'And the risks?', history: [{ role: 'user', content: message }] })).status).toBe(
        200,
      );
      const events = await readEvents(await post({ message }, { Accept: 'text/event-stream' }));
      expect(events.map((e) => e.event)).not.toContain('error');
      expect(events.at(-1)?.event).toBe('done');
    },
  );

  it('answers a question from our pages with markdown, sources (site paths, best first) and urgency', async () => {
    const res = await post({ message: 'How long does recovery take after a half knee replacement?', history: [] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = (await res.json()) as Answer;
    expect(Object.keys(answer).sort()).toEqual(['reply', 'sources', 'urgency']);
    expect(answer.urgency).toBe('none');
    expect(answer.reply).toContain('**');
    expect(answer.reply).toContain('/knee-procedures/partial-knee-replacement#recovery');
    expect(answer.sources[0]).toEqual({
      title: expect.stringContaining('partial knee replacement') as string,
      url: '/knee-procedures/partial-knee-replacement#recovery',
    });
    for (const source of answer.sources) expect(source.url).toMatch(/^\//);
  });

  it('uses the history for a follow-up question', async () => {
    const history = [
      { role: 'user', content: 'Tell me about hip arthroscopy' },
      { role: 'assistant', content: 'Keyhole hip surgery lets the surgeon see inside the hip.' },
    ];
    const answer = (await (await post({ message: 'What are the risks?', history })).json()) as Answer;
    expect(answer.sources[0]!.url).toBe('/hip-procedures/hip-arthroscopy#risks');
  });

  it.each([
    ['I had a knee replacement last week and now have chest pain', 'emergency', chatReplies.emergency(['chest-pain'])],
    ['My calf is hot and swollen since my hip operation', 'urgent', chatReplies.urgent(['calf-clot'])],
    ['temprature of 39 and the knee is hot', 'emergency', chatReplies.emergency(['hot-swollen-knee-with-fever'])],
  ])('signposts red flags: %s', async (message, urgency, reply) => {
    const answer = (await (await post({ message })).json()) as Answer;
    expect(answer).toMatchObject({ urgency, reply });
  });

  it('signposts a red flag told over two messages', async () => {
    const history = [
      { role: 'user', content: 'I had a hip replacement last week' },
      { role: 'assistant', content: 'Here is what our page on hip replacement says.' },
    ];
    const answer = (await (await post({ message: "it's oozing yellow stuff and smells", history })).json()) as Answer;
    expect(answer).toMatchObject({ urgency: 'urgent', reply: chatReplies.urgent(['wound-infection']) });
  });

  it('answers a question whose words are also names of object properties', async () => {
    const res = await post({ message: 'constructor __proto__ toString hasOwnProperty valueOf' });
    expect(res.status).toBe(200);
  });

  it('does not signpost a denied symptom', async () => {
    const answer = (await (
      await post({ message: "I don't have a fever. When can I drive after knee arthroscopy?" })
    ).json()) as Answer;
    expect(answer.urgency).toBe('none');
    expect(answer.reply).toContain('4-5 days');
  });

  it('refuses a diagnosis kindly, then says what our pages say about the condition named', async () => {
    const answer = (await (await post({ message: 'Do I have a torn meniscus?' })).json()) as Answer;
    expect(answer.urgency).toBe('none');
    expect(answer.reply.startsWith(chatReplies.diagnosis)).toBe(true);
    expect(answer.reply).toContain('/Conditions/cartilage-tear');
  });

  it.each([
    ['Should I have the operation?', chatReplies.decision],
    ['How much ibuprofen can I take?', chatReplies.medicine],
    ['What is the capital of Peru?', chatReplies.offTopic],
  ])('refuses kindly: %s', async (message, reply) => {
    const answer = (await (await post({ message })).json()) as Answer;
    expect(answer).toMatchObject({ urgency: 'none', reply });
  });

  it('streams the reply as server-sent events, ending with the whole answer', async () => {
    const res = await post({ message: 'What is a knee osteotomy?' }, { Accept: 'text/event-stream' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const events = await readEvents(res);
    expect(events.at(-1)!.event).toBe('done');
    const done = events.at(-1)!.data as Answer;
    expect(done.urgency).toBe('none');
    expect(done.sources.length).toBeGreaterThan(0);
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(streamed).toBe(done.reply);
  });

  it('streams fixed signposting too, with its urgency in the last event', async () => {
    const events = await readEvents(await post({ message: "I can't breathe" }, { Accept: 'text/event-stream' }));
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { reply: chatReplies.emergency(['breathlessness']), sources: [], urgency: 'emergency' },
    });
  });
});

describe('POST /api/chat: bad input gets a clear 4xx', () => {
  it.each([
    ['no message', { history: [] }],
    ['a message that is not a string', { message: 42 }],
    ['a blank message', { message: '   ' }],
    ['history that is not a list', { message: 'Hi', history: 'earlier' }],
    ['a history turn with an unknown role', { message: 'Hi', history: [{ role: 'system', content: 'x' }] }],
    ['a body that is not an object', [1, 2]],
  ])('400 for %s', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });

  it('400 for JSON that does not parse', async () => {
    expect((await post('{"message": "Hi"')).status).toBe(400);
  });

  it('413 for a question over CHAT_MAX_MESSAGE_CHARS, naming the limit', async () => {
    const res = await post({ message: 'a'.repeat(201) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain('200 characters');
    expect((await post({ message: 'knee '.repeat(40) })).status).toBe(200);
  });

  it('413 for more earlier messages than CHAT_MAX_HISTORY', async () => {
    const history = Array.from({ length: 7 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'knee' }));
    expect((await post({ message: 'Hi', history })).status).toBe(413);
    expect((await post({ message: 'Hi', history: history.slice(0, 6) })).status).toBe(200);
  });

  it('413 for a body over CHAT_BODY_LIMIT_BYTES', async () => {
    const history = [{ role: 'assistant', content: 'x'.repeat(5000) }];
    expect((await post({ message: 'Hi', history })).status).toBe(413);
  });

  it.each([
    ['text/plain', 'Hi'],
    ['application/x-www-form-urlencoded', 'message=Hi'],
  ])('415 for %s', async (type, body) => {
    const res = await fetch(`${server.baseUrl}/api/chat`, { method: 'POST', headers: { 'Content-Type': type }, body });
    expect(res.status).toBe(415);
  });

  it('415 with no body or content type at all', async () => {
    expect((await fetch(`${server.baseUrl}/api/chat`, { method: 'POST' })).status).toBe(415);
  });
});

describe('POST /api/chat: rate limit per client', () => {
  /** The status of a question sent to `target` as if from the client `forwardedFor`. */
  const askAs = (target: RunningServer, forwardedFor: string) =>
    fetch(`${target.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ message: 'What is a knee arthroscopy?' }),
    });

  it('429 past CHAT_RATE_LIMIT_MAX in the window, whatever X-Forwarded-For says when no proxy is trusted', async () => {
    const limited = await startServer({
      SERVE_SITE: 'false',
      CHAT_RATE_LIMIT_MAX: '3',
      CHAT_RATE_LIMIT_WINDOW_MS: '60000',
    });
    try {
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        expect((await askAs(limited, ip)).status).toBe(200);
      const res = await askAs(limited, '203.0.113.4');
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(((await res.json()) as { error: string }).error).toMatch(/Too many questions/);
    } finally {
      await limited.close();
    }
  });

  it('counts each forwarded client apart behind a trusted proxy', async () => {
    const proxied = await startServer({ SERVE_SITE: 'false', CHAT_RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      const status = async (ip: string) => (await askAs(proxied, ip)).status;
      expect([await status('198.51.100.1'), await status('198.51.100.1'), await status('198.51.100.1')]).toEqual([
        200, 200, 429,
      ]);
      expect(await status('198.51.100.2')).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
