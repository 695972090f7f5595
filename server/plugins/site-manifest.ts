import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { synonymRoutes } from '../../content/synonym-routes';
import { pageCspFromMeta } from '../../lib/csp';

/**
 * What the server knows of the export, read from the exported pages themselves (no file of ours in out/ that a
 * static host would serve): each page's route, its HTML file and its CSP (the `<meta http-equiv>` the build wrote
 * into its head, as a header with what a meta tag cannot carry); the stylesheets every page links.
 */
export type SiteManifest = {
  pages: Record<string, { file: string; csp: string }>;
  notFound: string;
  /** The stylesheets every page links, for pages the server composes (components/shared/forms/answer-page.tsx). */
  stylesheets: string[];
};

/**
 * A page file's route: the export writes each page as a folder's index.html (next.config.ts, `trailingSlash`),
 * so `AboutMe/index.html` is `/AboutMe`; the 404 page is also written as `404.html`, which hosts look for.
 */
export function routeOfFile(file: string) {
  const route = `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

const cspMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/;
/** A stylesheet linked, or inlined by Next (experimental.inlineCss: <style data-href="...">) from its file. */
const stylesheetLink = /<(?:link\b[^>]*\brel="stylesheet"[^>]*\bhref|style\b[^>]*\bdata-href)="([^"]+)"/g;

/** The stylesheets a page links, by their addresses. */
export const stylesheetsOf = (html: string): string[] =>
  [...html.matchAll(stylesheetLink)].flatMap(([, hrefs]) =>
    hrefs!.split(' ').filter((href) => /^\/.+\.css$/.test(href)),
  );

/** The file that says a folder holds a built export. */
export const NOT_FOUND_FILE = '404.html';

export const hasBuiltSite = (siteDir: string) => existsSync(path.join(siteDir, NOT_FOUND_FILE));

const read = new Map<string, SiteManifest>();

/**
 * The lower-case address of each page that has capitals (/aboutme for /AboutMe), as alias -> page. Hosts with rules
 * redirect a wrong case; for a host without them the build writes a page at each of these addresses that moves on
 * at once (scripts/post-export.ts). Such a page is never a page of the site.
 */
export const caseAliases = (routes: string[]): Map<string, string> =>
  new Map(routes.filter((route) => route !== route.toLowerCase()).map((route) => [route.toLowerCase(), route]));

/**
 * The export's pages, read once per folder. A synonym's page (content/synonym-routes.ts) and a wrong case's
 * (caseAliases) are redirects, not pages.
 */
export function readSiteManifest(siteDir: string): SiteManifest {
  const dir = path.resolve(siteDir);
  const known = read.get(dir);
  if (known) return known;
  if (!hasBuiltSite(dir)) {
    throw new Error(`No built site at ${dir} (missing ${NOT_FOUND_FILE}): run "npm run build" first.`);
  }
  const manifest: SiteManifest = { pages: {}, notFound: '/404', stylesheets: [] };
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const aliases = caseAliases(files.map(routeOfFile));
  for (const file of files) {
    const route = routeOfFile(file);
    if (Object.hasOwn(synonymRoutes, route) || aliases.has(route)) continue;
    const html = readFileSync(path.join(dir, file), 'utf8');
    const meta = cspMeta.exec(html)?.[1];
    if (!meta) throw new Error(`${file} has no Content-Security-Policy meta tag: run "npm run build" again.`);
    // 404.html and 404/index.html are the same page: the file hosts look for is the one kept.
    if (manifest.pages[route]?.file === NOT_FOUND_FILE) continue;
    manifest.pages[route] = { file, csp: pageCspFromMeta(meta) };
  }
  const notFoundHtml = readFileSync(path.join(dir, NOT_FOUND_FILE), 'utf8');
  manifest.stylesheets = stylesheetsOf(notFoundHtml);
  read.set(dir, manifest);
  return manifest;
}
