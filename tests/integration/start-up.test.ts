import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '@/server/db/database';

import { compiledEntry } from '../support/compiled';
import { createTestDatabase, type TestDatabase } from '../support/database';

type LogLine = { level: number; msg: string; [key: string]: unknown };

describe('the server with no mail server configured', () => {
  let database: TestDatabase;
  let server: ReturnType<typeof spawn>;
  const logs: LogLine[] = [];
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', SERVE_SITE: 'false', DATABASE_URL: database.url };
    delete env.SMTP_URL;
    server = spawn(process.execPath, [compiledEntry('server')], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    baseUrl = await new Promise<string>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      createInterface({ input: server.stdout! }).on('line', (line) => {
        const entry = JSON.parse(line) as LogLine;
        logs.push(entry);
        const listening = entry.msg.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
        if (listening) resolve(listening[1]!);
      });
    });
  }, 60_000);
  afterAll(async () => {
    server?.kill('SIGTERM');
    await database?.drop();
  });

  it('says at start-up that mails will wait in the outbox', () => {
    expect(logs).toContainEqual(
      expect.objectContaining({
        msg: 'SMTP_URL is not set: notification mails stay in the outbox, unsent',
        pendingMails: 0,
      }),
    );
  });

  it('still accepts enquiries, keeping their mails pending', async () => {
    const res = await fetch(`${baseUrl}/api/enquiries`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        form: 'contact',
        firstName: 'Ann',
        lastName: 'Example',
        email: 'ann@example.com',
        message: 'Hello',
        consent: 'on',
      }),
    });
    expect(res.status).toBe(201);
    const db = openDatabase(database.url);
    try {
      expect(await db.selectFrom('mail_outbox').select(['status', 'attempts']).execute()).toEqual([
        { status: 'pending', attempts: 0 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
