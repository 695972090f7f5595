import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { synonymRoutes } from '../../content/synonym-routes';

import { COMPRESSIBLE_FILE, contentTag, sendEncoded, type Encoded } from './compression';
import { httpError } from './errors';
import { readSiteManifest } from './site-manifest';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(file: string) {
  if (file.startsWith('_next/static/')) return IMMUTABLE; // content-hashed names
  if (file.endsWith('.html')) return 'no-cache'; // always revalidate pages (ETag / Last-Modified)
  return 'public, max-age=3600, must-revalidate';
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

type TextFile = Encoded & { contentType: string; cacheControl: string };

/**
 * The export's text files (pages, scripts, styles...) with the .br and .gz copies the build wrote beside them,
 * sent from memory without a file system call per request: listed at start, each read on its first request (so
 * the start does not wait for a few megabytes to be read and hashed). Returns the lookup by relative path.
 */
function textFileStore(siteDir: string): (relative: string) => TextFile | undefined {
  const files = new Map<string, TextFile | null>();
  for (const entry of readdirSync(siteDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE_FILE.test(entry.name)) continue;
    const relative = path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    files.set(relative, null);
  }
  const read = (relative: string): TextFile => {
    const full = path.join(siteDir, relative);
    const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
    const identity = readFileSync(full);
    return {
      identity,
      br: readIfThere(`${full}.br`),
      gzip: readIfThere(`${full}.gz`),
      tag: contentTag(identity),
      contentType: CONTENT_TYPES[path.extname(relative).slice(1)]!,
      cacheControl: cacheControlFor(relative),
    };
  };
  return (relative) => {
    const file = files.get(relative);
    if (file !== null) return file;
    const loaded = read(relative);
    files.set(relative, loaded);
    return loaded;
  };
}

/**
 * Serves the static export on the same origin: each page at its address (/AboutMe -> AboutMe/index.html) with its
 * own CSP, a redirect from a wrong-case address or one with a trailing slash to the real route, from a synonym
 * (content/synonym-routes.ts) to its canonical page, and the exported 404 page with status 404. The generated
 * static-host configs (scripts/host-configs.ts) do the same.
 */
export default fp(async function staticSitePlugin(
  app: FastifyInstance,
  opts: {
    siteDir: string;
    /**
     * Serve the back office only (its pages and their scripts): when the site is on a static host elsewhere, the
     * back office stays on the API's origin, with its same-origin session cookie and CSRF check.
     */
    backOfficeOnly?: boolean;
  },
) {
  const siteDir = path.resolve(opts.siteDir);
  const manifest = readSiteManifest(siteDir);
  // Maps, not the manifest's objects: a visitor's path must never find Object.prototype's properties.
  const pages = new Map(Object.entries(manifest.pages));
  const byLowerCase = new Map([...pages.keys()].map((route) => [route.toLowerCase(), route]));
  const synonyms = new Map(Object.entries(synonymRoutes).map(([from, to]) => [from.toLowerCase(), to]));
  const textFile = textFileStore(siteDir);

  await app.register(fastifyStatic, {
    root: siteDir,
    serve: false,
    etag: true,
    lastModified: true,
    cacheControl: false,
  });

  const sendText = (request: FastifyRequest, reply: FastifyReply, file: TextFile, status = 200) => {
    reply.header('Cache-Control', file.cacheControl).header('Content-Type', file.contentType);
    return sendEncoded(request, reply, file, status);
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, route: string, status = 200) => {
    const page = pages.get(route)!;
    reply.pageCsp = page.csp;
    return sendText(request, reply, textFile(page.file.split(path.sep).join('/'))!, status);
  };

  const isFile = (relative: string) => {
    const full = path.join(siteDir, relative);
    return full.startsWith(siteDir + path.sep) && existsSync(full) && statSync(full).isFile();
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const rawPath = request.url.split('?')[0]!;
    // The common case first: an asset's own address, as the pages link it.
    const asIs = textFile(rawPath.slice(1));
    if (asIs) return sendText(request, reply, asIs);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      throw httpError(400, 'Malformed URL');
    }
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (route === pathname && pages.has(route)) return sendPage(request, reply, route);

    const relative = path.normalize(route).replace(/^\/+/, '');
    const text = textFile(relative);
    if (text) return sendText(request, reply, text);
    if (!relative.startsWith('..') && isFile(relative)) {
      reply.header('Cache-Control', cacheControlFor(relative));
      return reply.sendFile(relative);
    }

    // Each page has one address: a trailing slash gets a 308, a wrong case a 301, to the route itself; a synonym
    // a 301 to its canonical page.
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const synonym = synonyms.get(route.toLowerCase());
    if (synonym) return reply.redirect(encodeURI(synonym) + query, 301);
    const canonical = pages.has(route) ? route : byLowerCase.get(route.toLowerCase());
    if (canonical) return reply.redirect(encodeURI(canonical) + query, route === pathname ? 301 : 308);
    return sendPage(request, reply, manifest.notFound, 404);
  };

  // Every text file goes out as the build compressed it (sendEncoded): no on-the-fly compression hooks to run.
  const precompressed = { compress: false, decompress: false } as const;
  const addresses = opts.backOfficeOnly ? ['/admin', '/admin/*', '/_next/*'] : ['/*', '/'];
  for (const address of addresses) app.get(address, precompressed, handler);
});
