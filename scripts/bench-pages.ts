/**
 * `npm run bench:pages`: what each exported page costs a phone on first load, read from out/: the HTML, and the
 * scripts and stylesheets it references, in bytes as our server sends them to a browser accepting brotli (the
 * .br copies the build writes; a file without one goes as it is). Prints a table and the largest page. Run after
 * `npm run build`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { readSiteManifest } from '../server/plugins/site-manifest';

const outDir = path.resolve(import.meta.dirname, '../out');
const manifest = readSiteManifest(outDir);
const sent = (file: string) => {
  const full = path.join(outDir, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const rows = Object.entries(manifest.pages)
  .filter(([route]) => route !== '/_not-found')
  .map(([route, page]) => {
    const html = readFileSync(path.join(outDir, page.file), 'utf8');
    const assets = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]!.split('?')[0]!))];
    // noModule scripts (polyfills) are skipped by every browser that runs modules.
    const scripts = assets(/<script(?![^>]*noModule)[^>]+src="\/([^"]+\.js)"/g);
    const styles = assets(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g);
    const js = scripts.reduce((sum, f) => sum + sent(f), 0);
    const css = styles.reduce((sum, f) => sum + sent(f), 0);
    return { route, html: sent(page.file), js, css, total: sent(page.file) + js + css };
  })
  .sort((a, b) => b.total - a.total);

console.log('route'.padEnd(64), 'html kB', '  js kB', ' css kB', 'total kB (brotli, as sent)');
for (const r of rows) {
  console.log(
    r.route.padEnd(64),
    kb(r.html).padStart(7),
    kb(r.js).padStart(7),
    kb(r.css).padStart(7),
    kb(r.total).padStart(8),
  );
}
console.log(`\n${rows.length} pages; largest first load ${kb(rows[0]!.total)} kB (${rows[0]!.route})`);
