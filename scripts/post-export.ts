/**
 * After `next build` has exported the site to out/:
 * - hashes each page's inline scripts (and styles) into that page's Content-Security-Policy;
 * - writes out/_site-manifest.json (route -> file and CSP) for our server, and out/_headers for static hosts;
 * - writes sitemap.xml, robots.txt and a _redirects file (wrong-case addresses -> the real routes);
 * - writes a brotli (.br) and a gzip (.gz) copy of every text file (HTML, JS, CSS, SVG, JSON, XML, TXT), which our
 *   server sends from memory and static hosts can serve as they are.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { practice } from '../content/practice';
import { originsOf, pageCsp, securityHeaders } from '../lib/csp';
import { COMPRESSIBLE_FILE } from '../server/plugins/compression';
import { HOST_FILES, type SiteManifest } from '../server/plugins/static-site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// EXPORT_DIR: the export's folder when it is not out/ (next.config.ts reads it too): a re-branded build's, or
// npm run bench:lighthouse's empty Next export, prepared the same way.
const outDir = path.resolve(root, process.env.EXPORT_DIR ?? 'out');

/** Pages kept out of the sitemap and search engines. */
const unlisted = (route: string) =>
  ['/404', '/_not-found', '/enquiry-sent', '/story-sent'].includes(route) || route.startsWith('/admin');

async function filesMatching(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)))
    .sort();
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * What a page loads first (HTML, scripts, styles) gets brotli's best. The RSC payloads (.txt) are fetched only to
 * prefetch a link or move to another page, and are 60 % of the bytes: at quality 5 they come out 13 % larger
 * (about 0.6 KB a file) for 2 % of the time, 0.5 CPU-seconds instead of 28 on this export.
 */
const brotliQuality = (file: string) => (file.endsWith('.txt') ? 5 : constants.BROTLI_MAX_QUALITY);

/**
 * The .br and .gz copy of each text file, written only where smaller; zlib's thread pool compresses several
 * files at once.
 */
async function precompress() {
  const files = (await filesMatching(outDir, COMPRESSIBLE_FILE)).filter((file) => !HOST_FILES.has(file));
  let saved = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = path.join(outDir, files[next++]!);
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      saved += body.length - Math.min(br.length, body.length);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, saved };
}

const routeOf = (file: string) => {
  const route =
    '/' +
    file
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function inlineHashes(html: string, tag: 'script' | 'style') {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(pattern)) {
    if (/\ssrc=/i.test(attributes) || body.length === 0) continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

async function main() {
  const extraOrigins = originsOf(process.env.NEXT_PUBLIC_API_BASE, process.env.NEXT_PUBLIC_FORM_ENDPOINT);
  const manifest: SiteManifest = { pages: {}, notFound: '/404', stylesheets: [] };
  const headerBlocks: string[] = [
    `/*\n${Object.entries(securityHeaders)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}`,
    '/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable',
  ];

  for (const file of await filesMatching(outDir, /\.html$/)) {
    const route = routeOf(file);
    const html = await readFile(path.join(outDir, file), 'utf8');
    const csp = pageCsp({
      scriptHashes: inlineHashes(html, 'script'),
      styleHashes: inlineHashes(html, 'style'),
      extraOrigins,
    });
    manifest.pages[route] = { file, csp };
    headerBlocks.push(`${encodeURI(route)}\n  Content-Security-Policy: ${csp}`);
  }
  if (!manifest.pages['/404']) throw new Error('post-export: the export has no 404.html');
  // Every page has the same global stylesheets, the 404 page nothing else: linked, or inlined by Next
  // (experimental.inlineCss: <style data-href="...">), whose files the server's own pages link.
  const notFoundHtml = await readFile(path.join(outDir, manifest.pages['/404'].file), 'utf8');
  manifest.stylesheets = [
    ...notFoundHtml.matchAll(/<(?:link\b[^>]*\brel="stylesheet"[^>]*\bhref|style\b[^>]*\bdata-href)="([^"]+)"/g),
  ].flatMap(([, hrefs]) => hrefs!.split(' ').filter((href) => /^\/.+\.css$/.test(href)));
  if (manifest.stylesheets.length === 0 && !process.env.EXPORT_DIR) {
    throw new Error('post-export: the 404 page links no stylesheet');
  }

  const listed = Object.keys(manifest.pages).filter((route) => !unlisted(route));
  const redirects = listed
    .filter((route) => route !== route.toLowerCase())
    .map((route) => `${encodeURI(route.toLowerCase())} ${encodeURI(route)} 301`);
  const base = practice.siteUrl.replace(/\/$/, '');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listed.map((route) => `  <url><loc>${base}${encodeURI(route)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

  await writeFile(path.join(outDir, '_site-manifest.json'), JSON.stringify(manifest, null, 2));
  await writeFile(path.join(outDir, '_headers'), headerBlocks.join('\n\n') + '\n');
  await writeFile(path.join(outDir, '_redirects'), redirects.join('\n') + '\n');
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemap);
  await writeFile(
    path.join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
  );
  const compressed = await precompress();
  console.log(
    `post-export: ${Object.keys(manifest.pages).length} pages, ${listed.length} in the sitemap, ${redirects.length} redirects; ` +
      `${compressed.files} text files precompressed (brotli saves ${(compressed.saved / 1048576).toFixed(1)} MB)`,
  );
}

await main();
