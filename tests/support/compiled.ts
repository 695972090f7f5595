import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A compiled entry point in dist/server/ (`npm run build:server`, part of `npm run build`), for tests that start the
 * server or a command-line tool as its own process: they run what production runs, and start in a fraction of the
 * time tsx takes to compile the sources. Fails with a clear message when it has not been built.
 */
export function compiledEntry(name: 'server' | 'admin' | 'purge'): string {
  const file = path.resolve(import.meta.dirname, `../../dist/server/${name}.js`);
  if (!existsSync(file)) {
    throw new Error(`No ${file}: run "npm run build" (or "npm run build:server") first; npm test does.`);
  }
  return file;
}
