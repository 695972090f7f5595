import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const lockDir = path.join(tmpdir(), `next-build-${path.basename(path.resolve(import.meta.dirname, '../..'))}.lock`);

const holderAlive = () => {
  try {
    process.kill(Number(readFileSync(path.join(lockDir, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs one `next build` of a test at a time: Next refuses a second build in the same project while one runs
 * ("Another next build process is already running"), and the rebrand and split-deployment tests each build their
 * own export, in test files vitest runs side by side. A lock left by a process that died is taken over.
 */
export async function oneBuildAtATime<T>(build: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch {
      if (!holderAlive()) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(1000);
    }
  }
  try {
    return await build();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
