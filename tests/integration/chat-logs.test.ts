import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compiledEntry } from '../support/compiled';

/**
 * The server keeps no chat text: its log lines for chat hold counts and timings only. Run as its own process
 * so the test reads exactly what an operator would see on stdout.
 */
const root = path.resolve(import.meta.dirname, '../..');
const MARKER = 'zebra-lantern-4417';
let child: ChildProcess;
let output = '';
let baseUrl = '';

beforeAll(async () => {
  child = spawn(process.execPath, [compiledEntry('server')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_SITE: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!baseUrl) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
    baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(() => {
  child?.kill('SIGTERM');
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  }).then((r) => r.text());

describe('chat logging', () => {
  it('logs counts and timings, never what the visitor wrote or what was answered', async () => {
    await post(
      JSON.stringify({
        message: `What is a knee osteotomy? ${MARKER}`,
        history: [{ role: 'user', content: `earlier ${MARKER}` }],
      }),
    );
    await post(JSON.stringify({ message: `I have chest pain ${MARKER}` }), { Accept: 'text/event-stream' });
    await post(JSON.stringify({ message: 42, history: [{ role: 'user', content: MARKER }] }));
    await post(`{"message": "${MARKER}`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(output).not.toContain(MARKER);
    expect(output).not.toContain('osteotomy');
    const chatLines = output.split('\n').filter((line) => line.includes('"chat answered"'));
    expect(chatLines).toHaveLength(2);
    const logged = JSON.parse(chatLines[0]!) as { chat: Record<string, unknown> };
    expect(logged.chat).toEqual({
      kind: 'answer',
      urgency: 'none',
      provider: 'offline',
      attempts: 0,
      messageChars: `What is a knee osteotomy? ${MARKER}`.length,
      historyTurns: 1,
      sources: expect.any(Number) as number,
      ms: expect.any(Number) as number,
    });
  });
});
