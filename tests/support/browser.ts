import { existsSync } from 'node:fs';

import type { LaunchOptions } from '@playwright/test';

/**
 * The system Chromium (CHROME_PATH, else Debian's /usr/bin/chromium): a Playwright browser download cannot
 * work on our machines. Fails loudly when it is missing rather than skipping browser tests.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  };
}
