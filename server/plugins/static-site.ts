import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { httpError } from './errors';

/** Written by scripts/post-export.ts: each page's route, its HTML file and its CSP; the site's stylesheets. */
export type SiteManifest = {
  pages: Record<string, { file: string; csp: string }>;
  notFound: string;
  /** The stylesheets every page links, for pages the server composes (lib/forms/answer-page.tsx). */
  stylesheets: string[];
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files of the export meant for static hosts' own use (headers, redirects) or ours (the manifest), and their
 * precompressed copies: never served.
 */
const HOST_FILES = new Set(['_headers', '_redirects', '_site-manifest.json']);

function cacheControlFor(file: string) {
  if (file.startsWith('_next/static/')) return IMMUTABLE; // content-hashed names
  if (file.endsWith('.html')) return 'no-cache'; // always revalidate pages (ETag / Last-Modified)
  return 'public, max-age=3600, must-revalidate';
}

/**
 * Serves the static export on the same origin: clean URLs (/AboutMe -> AboutMe.html), each page with its own
 * CSP, a redirect from a wrong-case address or one with a trailing slash to the real route, and the exported 404 page with status 404.
 */
export default fp(async function staticSitePlugin(app: FastifyInstance, opts: { siteDir: string }) {
  const siteDir = path.resolve(opts.siteDir);
  const manifestFile = path.join(siteDir, '_site-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`No built site at ${siteDir} (missing _site-manifest.json): run "npm run build" first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SiteManifest;
  // Maps, not the manifest's objects: a visitor's path must never find Object.prototype's properties.
  const pages = new Map(Object.entries(manifest.pages));
  const byLowerCase = new Map([...pages.keys()].map((route) => [route.toLowerCase(), route]));

  await app.register(fastifyStatic, {
    root: siteDir,
    serve: false,
    etag: true,
    lastModified: true,
    cacheControl: false,
  });

  const sendPage = (reply: FastifyReply, route: string, status = 200) => {
    const page = pages.get(route)!;
    reply.pageCsp = page.csp;
    reply.header('Cache-Control', cacheControlFor(page.file));
    return reply.code(status).sendFile(page.file);
  };

  const isFile = (relative: string) => {
    const full = path.join(siteDir, relative);
    return full.startsWith(siteDir + path.sep) && existsSync(full) && statSync(full).isFile();
  };

  const handler = async (request: import('fastify').FastifyRequest, reply: FastifyReply) => {
    const rawPath = request.url.split('?')[0]!;
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      throw httpError(400, 'Malformed URL');
    }
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (route === pathname && pages.has(route)) return sendPage(reply, route);

    const relative = path.normalize(route).replace(/^\/+/, '');
    const hostFile = HOST_FILES.has(relative.toLowerCase().replace(/\.(br|gz)$/, ''));
    if (!relative.startsWith('..') && !hostFile && isFile(relative)) {
      reply.header('Cache-Control', cacheControlFor(relative));
      return reply.sendFile(relative);
    }

    // Each page has one address: a trailing slash gets a 308, a wrong case a 301, to the route itself.
    const canonical = pages.has(route) ? route : byLowerCase.get(route.toLowerCase());
    if (canonical) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(encodeURI(canonical) + query, route === pathname ? 301 : 308);
    }
    return sendPage(reply, manifest.notFound, 404);
  };

  app.get('/*', handler);
  app.get('/', handler);
});
