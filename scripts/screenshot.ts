/**
 * Screenshots of pages at phone (390 px) and desktop (1280 px) width, for looking at the work:
 *   npx tsx scripts/screenshot.ts [base-url] /path [/other-path ...]
 * Files go to test-results/screenshots/.
 */
import { mkdir } from 'node:fs/promises';

import { chromium } from '@playwright/test';

import { chromiumLaunchOptions } from '../tests/support/browser';

const [maybeBase, ...rest] = process.argv.slice(2);
const base = maybeBase?.startsWith('http') ? maybeBase : 'http://127.0.0.1:3000';
const paths = maybeBase?.startsWith('http') ? rest : [maybeBase ?? '/', ...rest];

await mkdir('test-results/screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = (path.replace(/[^a-zA-Z0-9]+/g, '_') || 'home').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log('screenshots in test-results/screenshots/');
