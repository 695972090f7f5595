import { existsSync } from 'node:fs';

import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's old headless shell first: it runs the browser suite in about half the time of the full browser in its
 * new headless mode (the same Blink, without the desktop browser's processes), which is also what Playwright itself
 * runs headless.
 */
const systemChromiums = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/**
 * The system Chromium (CHROME_PATH, else the first of `systemChromiums` installed): a Playwright browser download
 * cannot work on our machines. Fails loudly when there is none rather than skipping browser tests.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROME_PATH ?? systemChromiums.find((path) => existsSync(path));
  if (!executablePath || !existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath ?? systemChromiums.join(' or ')}: install one (apt-get install -y chromium-headless-shell) or set CHROME_PATH.`,
    );
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
