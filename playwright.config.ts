import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from './tests/support/browser';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** The test server's database; tests that set data up from the command line (staff accounts) use it too. */
export const e2eDatabaseUrl = `file:${path.join(tmpdir(), `site-e2e-${port}.db`)}`;

/**
 * Browser tests against the built export served by our own server, compiled as production runs it
 * (npm run build first; `npm test` does).
 * Two projects: a phone (390 px) and a desktop (1280 px).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace costs a third of the suite's time here, even when it is thrown away after a pass: to debug
    // a failure, run it again with `--trace on` and open it with `npx playwright show-trace`.
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node dist/server/server.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO_DATA: 'true',
      // A database of its own (enquiries sent by the tests stay out of data/), and room for every test's posts.
      DATABASE_URL: e2eDatabaseUrl,
      ENQUIRY_RATE_LIMIT_MAX: '100',
      STORY_RATE_LIMIT_MAX: '100',
    },
  },
});
