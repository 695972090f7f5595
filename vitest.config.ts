import path from 'node:path';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  esbuild: { jsx: 'automatic' },
  test: {
    // Unit and component tests sit beside the code; integration tests (real server) in tests/integration.
    include: [
      '{app,components,content,lib,server,scripts}/**/*.test.{ts,tsx}',
      'tests/content/**/*.test.ts',
      'tests/structure/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/chat-eval/**/*.test.ts',
      'tests/search-eval/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./tests/support/vitest-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Integration suites each start a server and database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // A worker runs file after file, keeping the libraries it loaded (our own modules are loaded afresh for each
    // file, see tests/support/vitest-setup.ts, so a file's vi.mock always applies): a new process per file cost
    // 0.46 s each, about 20 s of the run. What a test changes globally (spies, stubbed globals) is put back after
    // it, so no file sees another's. `npx vitest run --sequence.shuffle.files` checks that no file needs another's
    // order.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
