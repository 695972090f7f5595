import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import { freePort } from './ports';

type ReceivedMail = {
  /** SMTP envelope recipients. */
  recipients: string[];
  /** Header names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  body: string;
};

export type SmtpPeer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening (an outage: senders get ECONNREFUSED); start() listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

function parseMessage(raw: string, recipients: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
    body = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  }
  return { recipients, headers, body };
}

/** A real SMTP server on loopback that keeps every mail it accepts. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  // A port no other test can be given while this peer is stopped (an outage), so start() finds it free again.
  let port = await freePort();

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        // No reverse DNS of the client: without a resolver it costs seconds per connection.
        disableReverseLookup: true,
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const recipients = session.envelope.rcptTo.map((r) => r.address);
            received.push(parseMessage(Buffer.concat(chunks).toString('utf8'), recipients));
            callback();
          });
        },
      });
      let listening = false;
      // smtp-server re-emits each connection's socket errors on the server. A sender killed mid-conversation
      // (the crash test's SIGKILL) resets its connection: a real mail server shrugs that off, and so does this
      // peer. Before it listens, an error (the port taken) fails the start.
      server.on('error', (error: NodeJS.ErrnoException) => {
        if (!listening) reject(error);
        else if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
      });
      server.listen(port, '127.0.0.1', () => {
        listening = true;
        port = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  };
}

/** Polls until the check passes (returns its value) or the time is up (throws, naming what was awaited). */
export async function eventually<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
