/**
 * After `next build` has exported the site to out/:
 * - moves each page into the folder of its RSC payloads as its index.html (AboutMe.html -> AboutMe/index.html), so
 *   a host without rewrite rules serves it at its address (next.config.ts);
 * - puts the Suspense boundaries React sent out of place back in place, so they show without JavaScript
 *   (./boundaries-in-place.ts);
 * - takes out the copies of the inlined stylesheet that Next writes into every RSC payload (./inlined-css.ts);
 * - writes a page that moves on at each page's lower-case address, for hosts that cannot redirect a wrong case;
 * - hashes each page's inline scripts (and styles) into that page's Content-Security-Policy, written into the page
 *   as a `<meta http-equiv>` (so it holds on any host; our server reads it back as a header);
 * - checks that Next's sitemap (app/sitemap.ts) lists exactly the exported public pages;
 * - writes the static hosts' configuration from the same data (./host-configs.ts) to dist/hosts/, outside the
 *   export: nothing of ours but the site is in out/;
 * - writes a brotli (.br) and a gzip (.gz) copy of every text file (HTML, JS, CSS, SVG, JSON, XML, TXT), which our
 *   server sends from memory and static hosts can serve as they are.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { movedPage, synonymRoutes } from '../content/synonym-routes';
import { cspForMeta, originsOf, pageCsp, pageCspFromMeta } from '../lib/csp';
import { isListed } from '../lib/site-routes';
import { COMPRESSIBLE_FILE } from '../server/plugins/compression';
import { caseAliases, NOT_FOUND_FILE, routeOfFile, stylesheetsOf } from '../server/plugins/site-manifest';

import { boundariesInPlace } from './boundaries-in-place';
import { documentWithoutInlinedCss, payloadWithoutInlinedCss } from './inlined-css';
import { caddySnippet, nginxSnippet, netlifyHeaders, netlifyRedirects, type HostSite } from './host-configs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// EXPORT_DIR: the export's folder when it is not out/ (next.config.ts reads it too): a re-branded build's, or
// npm run bench:lighthouse's empty Next export, prepared the same way.
const outDir = path.resolve(root, process.env.EXPORT_DIR ?? 'out');

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
  const files = await filesMatching(outDir, COMPRESSIBLE_FILE);
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

/** Each page into its folder as index.html; 404.html stays where hosts look for it. */
async function pagesIntoFolders() {
  for (const file of await filesMatching(outDir, /\.html$/)) {
    if (path.basename(file) === 'index.html' || file === NOT_FOUND_FILE) continue;
    const folder = path.join(outDir, file.replace(/\.html$/, ''));
    await mkdir(folder, { recursive: true });
    await rename(path.join(outDir, file), path.join(folder, 'index.html'));
  }
}

/** The stylesheet once per page: in its head, not again in its payloads (./inlined-css.ts). */
async function inlinedCssOnce() {
  const stylesheets = new Map<string, string>();
  for (const file of await filesMatching(outDir, /\.css$/)) {
    const href = `/${file.split(path.sep).join('/')}`;
    stylesheets.set(href, await readFile(path.join(outDir, file), 'utf8'));
  }
  let saved = 0;
  for (const file of await filesMatching(outDir, /\.(html|txt)$/)) {
    const body = await readFile(path.join(outDir, file));
    // Only pages and RSC payloads hold style elements; robots.txt and the like are left alone.
    if (!file.endsWith('.html') && !body.includes('"precedence":"')) continue;
    const edited = file.endsWith('.html')
      ? Buffer.from(documentWithoutInlinedCss(body.toString('utf8'), stylesheets))
      : payloadWithoutInlinedCss(body, stylesheets);
    if (edited !== body) await writeFile(path.join(outDir, file), edited);
    saved += body.length - edited.length;
  }
  return saved;
}

/** The policy into the page's head, right after its charset (which must stay in the first 1024 bytes). */
function withCspMeta(html: string, policy: string) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error('post-export: a page without <meta charSet="utf-8"/>');
  // A second run (after a failed one) replaces the policy it wrote.
  const unwritten = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '');
  return unwritten.replace(charset, (tag) => tag + meta);
}

/**
 * A host without rewrite rules cannot redirect /aboutme to /AboutMe: the lower-case address of each page with
 * capitals gets a page that moves on at once without JavaScript, as a synonym's does (components/info/moved-page.tsx),
 * in the site's stylesheet. Hosts with rules redirect first (./host-configs.ts), and so does our server. On a file
 * system that ignores case the two addresses are one folder, and nothing is written.
 */
async function caseAliasPages(routes: string[], extraOrigins: string[]) {
  // A file system that ignores case (macOS, Windows) has one folder for both addresses.
  if (existsSync(path.join(outDir, NOT_FOUND_FILE.toUpperCase()))) return 0;
  const notFoundHtml = await readFile(path.join(outDir, NOT_FOUND_FILE), 'utf8');
  const stylesheets = stylesheetsOf(notFoundHtml)
    .map((href) => `<link rel="stylesheet" href="${href}"/>`)
    .join('');
  const theme = /<style>:root\{[^<]*<\/style>/.exec(notFoundHtml)?.[0] ?? '';
  const policy = cspForMeta(pageCsp({ scriptHashes: [], styleHashes: inlineHashes(theme, 'style'), extraOrigins }));
  const aliases = caseAliases(routes);
  for (const [alias, route] of aliases) {
    const to = encodeURI(route);
    const html =
      `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"/>` +
      `<meta name="robots" content="noindex"/><meta http-equiv="refresh" content="0; url=${to}"/>` +
      `<title>${movedPage.heading}</title>${stylesheets}${theme}</head>` +
      `<body><main class="container-page py-10"><h1 class="mb-4 text-3xl">${movedPage.heading}</h1>` +
      `<p><a href="${to}">${movedPage.link}</a></p></main></body></html>`;
    const file = path.join(outDir, alias.slice(1), 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, withCspMeta(html, policy));
  }
  return aliases.size;
}

const hostsDir = (outDir: string) =>
  outDir === path.join(root, 'out') ? path.join(root, 'dist', 'hosts') : `${outDir}-hosts`;

async function main() {
  const extraOrigins = originsOf(process.env.NEXT_PUBLIC_API_BASE, process.env.NEXT_PUBLIC_FORM_ENDPOINT);
  // With the API elsewhere, the back office is served there (same origin as its API): the hosts send staff on.
  const [apiOrigin] = originsOf(process.env.NEXT_PUBLIC_API_BASE);
  const isBackOffice = (route: string) => route === '/admin' || route.startsWith('/admin/');
  const site: HostSite = { pages: [], redirects: [], notFound: { file: NOT_FOUND_FILE, csp: '' } };
  await pagesIntoFolders();
  const cssSaved = await inlinedCssOnce();

  const htmlFiles = await filesMatching(outDir, /\.html$/);
  const aliases = caseAliases(htmlFiles.map(routeOfFile));
  for (const file of htmlFiles) {
    const route = routeOfFile(file);
    // A wrong case's page from an earlier run: written again below.
    if (aliases.has(route)) continue;
    const html = boundariesInPlace(await readFile(path.join(outDir, file), 'utf8'));
    const meta = cspForMeta(
      pageCsp({
        scriptHashes: inlineHashes(html, 'script'),
        styleHashes: inlineHashes(html, 'style'),
        extraOrigins,
      }),
    );
    await writeFile(path.join(outDir, file), withCspMeta(html, meta));
    // Every host sends the header our server sends (server/plugins/site-manifest.ts).
    const csp = pageCspFromMeta(meta);
    if (file === NOT_FOUND_FILE) site.notFound.csp = csp;
    else if (apiOrigin && isBackOffice(route)) site.redirects.push({ from: route, to: `${apiOrigin}${route}` });
    // A synonym's page is only a redirect for hosts that cannot send one (content/synonym-routes.ts).
    else if (!Object.hasOwn(synonymRoutes, route) && !['/404', '/_not-found'].includes(route)) {
      site.pages.push({ route, file: file.split(path.sep).join('/'), csp });
    }
  }
  if (!site.notFound.csp) throw new Error(`post-export: the export has no ${NOT_FOUND_FILE}`);
  const aliasesWritten = await caseAliasPages(
    site.pages.map((page) => page.route),
    extraOrigins,
  );
  site.redirects.push(...Object.entries(synonymRoutes).map(([from, to]) => ({ from, to })));

  // Next writes the sitemap (app/sitemap.ts) from the content; it must list every public page the export holds.
  const listed = site.pages.map((page) => page.route).filter(isListed);
  const sitemapXml = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  const inSitemap = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    decodeURI(new URL(loc!).pathname),
  );
  const missing = listed.filter((route) => !inSitemap.includes(route));
  const extra = inSitemap.filter((route) => !listed.includes(route));
  if (missing.length || extra.length) {
    throw new Error(
      `post-export: app/sitemap.ts and the export disagree (lib/site-routes.ts): ` +
        `not in the sitemap ${JSON.stringify(missing)}, not exported ${JSON.stringify(extra)}`,
    );
  }

  const hosts = hostsDir(outDir);
  await mkdir(hosts, { recursive: true });
  await writeFile(path.join(hosts, '_headers'), netlifyHeaders(site));
  await writeFile(path.join(hosts, '_redirects'), netlifyRedirects(site));
  await writeFile(path.join(hosts, 'nginx.conf'), nginxSnippet(site));
  await writeFile(path.join(hosts, 'Caddyfile'), caddySnippet(site));
  const compressed = await precompress();
  console.log(
    `post-export: ${site.pages.length} pages, ${listed.length} in the sitemap, ${site.redirects.length} redirects, ` +
      `${aliasesWritten} lower-case addresses that move on; ` +
      `host configs in ${path.relative(root, hosts)}; ` +
      `repeated stylesheets taken out of the payloads (${(cssSaved / 1048576).toFixed(1)} MB); ` +
      `${compressed.files} text files precompressed (brotli saves ${(compressed.saved / 1048576).toFixed(1)} MB)`,
  );
}

await main();
