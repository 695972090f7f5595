/**
 * `npm run bench:pages`: what each exported page really costs a phone on its first load. Each page is loaded once
 * in the system Chromium (a phone's screen, 412 x 823, cold cache) from our compiled server, and what the browser
 * received until the network went quiet is summed by kind from Resource Timing (transferSize: bytes on the wire,
 * brotli where the server sent brotli, headers included): the document, scripts (those Next adds and those loaded
 * later, such as a form's validation on first focus, are not counted before they are asked for), stylesheets,
 * images, and the RSC payloads Next prefetches for the links in view. Prints a table, largest first. Run after
 * `npm run build`. Env: BENCH_PORT (default: any free port).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { readSiteManifest } from '../server/plugins/site-manifest';
import { chromiumLaunchOptions } from '../tests/support/browser';
import { startServerProcess } from '../tests/support/server-process';

const root = path.resolve(import.meta.dirname, '..');
const manifest = readSiteManifest(path.join(root, 'out'));
const routes = Object.keys(manifest.pages).filter((route) => route !== '/_not-found' && !route.startsWith('/admin'));

mkdirSync(path.join(root, '.bench'), { recursive: true });
const server = await startServerProcess({
  NODE_ENV: 'production',
  PORT: process.env.BENCH_PORT ?? '0',
  DATABASE_URL: `file:${path.join(root, '.bench/pages.db')}`,
});
process.on('exit', () => void server.stop());

const kinds = ['html', 'js', 'css', 'img', 'rsc', 'other'] as const;
type Kind = (typeof kinds)[number];
const kindOf = (url: string, initiator: string): Kind => {
  const file = new URL(url).pathname;
  if (initiator === 'navigation') return 'html';
  if (file.endsWith('.js')) return 'js';
  if (file.endsWith('.css')) return 'css';
  if (/\.(avif|webp|png|jpe?g|svg|gif)$/.test(file)) return 'img';
  if (file.endsWith('.txt') || url.includes('_rsc=')) return 'rsc';
  return 'other';
};

const browser = await chromium.launch(chromiumLaunchOptions());
const rows: ({ route: string; total: number } & Record<Kind, number>)[] = [];
for (const route of routes) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'networkidle' });
  const entries = await page.evaluate(() =>
    [
      ...(performance.getEntriesByType('navigation') as PerformanceResourceTiming[]),
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
    ].map((e) => ({ url: e.name, initiator: e.initiatorType, bytes: e.transferSize })),
  );
  await context.close();
  const row = { route, total: 0, html: 0, js: 0, css: 0, img: 0, rsc: 0, other: 0 };
  for (const entry of entries) {
    row[kindOf(entry.url, entry.initiator)] += entry.bytes;
    row.total += entry.bytes;
  }
  rows.push(row);
}
await browser.close();
await server.stop();

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
rows.sort((a, b) => b.total - a.total);
console.log(
  'route'.padEnd(56),
  ...kinds.map((k) => `${k} kB`.padStart(8)),
  'total kB'.padStart(9),
  ' (as received: brotli, headers included)',
);
for (const r of rows) {
  console.log(r.route.padEnd(56), ...kinds.map((k) => kb(r[k]).padStart(8)), kb(r.total).padStart(9));
}
console.log(`\n${rows.length} pages; largest first load ${kb(rows[0]!.total)} kB (${rows[0]!.route})`);
