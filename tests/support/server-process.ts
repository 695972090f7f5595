import { spawn } from 'node:child_process';

import { compiledEntry } from './compiled';

export type ServerProcess = { baseUrl: string; stop: () => Promise<void> };

/**
 * The compiled server (dist/server/server.js) as a process of its own, on a random loopback port, as production
 * runs it: several of them on one database are several instances. Resolves once it listens; fails with what it
 * printed when it exits or does not listen within 60 s.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [compiledEntry('server')], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  let baseUrl = '';
  while (!baseUrl) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`The server process did not start:\n${output}`);
    }
    baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
