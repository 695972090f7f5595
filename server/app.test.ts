import { connect } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type RunningServer } from '@/tests/support/server';

/** Sends `data` and then nothing more; resolves with what the server answered and when it closed the socket. */
function stall(port: number, data: string, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(data));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe('time limits', () => {
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    server = await startServer({ SERVE_SITE: 'false', REQUEST_TIMEOUT_MS: '1000' });
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(() => server?.close());

  it('closes a request whose body stalls, with 408', async () => {
    const headers =
      'POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    // The limit is 1 s, checked every second: about 2 s, later on a loaded machine; Node's default would be 300 s.
    const { answer, closedAfterMs } = await stall(port, `${headers}{"form":"co`, 10_000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(8000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a multipart upload that stalls, and goes on answering', async () => {
    const headers =
      'POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n';
    const { answer, closedAfterMs } = await stall(
      port,
      `${headers}--x\r\nContent-Disposition: form-data; name="form"\r\n\r\nco`,
      6000,
    );
    expect(closedAfterMs).toBeLessThan(3500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('closes a request whose headers never end', async () => {
    const { closedAfterMs } = await stall(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: a', 6000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(3500);
  });

  it('still answers requests that arrive in time', async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });
});
