import { readdirSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { synonymRoutes } from '@/content/synonym-routes';
import { securityHeaders } from '@/lib/csp';
import { readSiteManifest } from '@/server/plugins/site-manifest';

import { requireBuiltSite, siteDir } from '../support/server';
import { startCaddy, startNginx, startPlainFileServer, type StaticHost } from '../support/static-hosts';

/**
 * The export on the static hosts docs/deploying.md describes, over HTTP: real nginx with the generated config
 * (dist/hosts/nginx.conf) and Caddy with its (dist/hosts/Caddyfile), and a file server without rewrite rules.
 * Every page at its address, with its policy; one address per page; the site's 404; no listing, no 403, no file of
 * ours. (Chromium loads every page on nginx and on a plain file server in tests/integration/split-deployment.test.ts,
 * with the API on another origin.)
 */
requireBuiltSite();
const hostsDir = path.resolve(siteDir, '../dist/hosts');
const manifest = readSiteManifest(siteDir);
const pages = Object.entries(manifest.pages).filter(([route]) => !['/404', '/_not-found'].includes(route));
const metaCsp = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
/** An answer read whole: a body left unread when the server closes the connection trips up Node's fetch. */
async function get(host: StaticHost, address: string) {
  const res = await fetch(host.baseUrl + encodeURI(address), { redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, headers: res.headers, text: () => body };
}

/** Every folder of the export, as an address with a trailing slash. */
const folders = readdirSync(siteDir, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `/${path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}/`);

const hosts: Record<'nginx' | 'caddy' | 'plain', StaticHost> = {} as never;
beforeAll(async () => {
  [hosts.nginx, hosts.caddy, hosts.plain] = await Promise.all([
    startNginx(siteDir, hostsDir),
    startCaddy(siteDir, hostsDir),
    startPlainFileServer(siteDir),
  ]);
});
afterAll(async () => {
  await Promise.all(Object.values(hosts).map((host) => host.close()));
});

describe.each(['nginx', 'caddy'] as const)('%s with the generated config', (name) => {
  const host = {
    get baseUrl() {
      return hosts[name].baseUrl;
    },
  } as StaticHost;

  it('serves every page at its address with the security headers and its policy, meta tag and header', async () => {
    for (const [route] of pages) {
      const res = await get(host, route);
      expect(res.status, route).toBe(200);
      const meta = metaCsp(await res.text());
      expect(meta, route).toMatch(/script-src 'self'/);
      expect(res.headers.get('content-security-policy'), route).toBe(`${meta}; frame-ancestors 'none'`);
      for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers.get(name), route).toBe(value);
    }
  });

  it('gives each page one address: a trailing slash, a wrong case or a synonym is a 301 to it', async () => {
    const moves: [string, string][] = [
      ...pages
        .filter(([route]) => route !== '/')
        .flatMap(([route]): [string, string][] => [
          [`${route}/`, route],
          [route.toLowerCase(), route],
          [route.toUpperCase(), route],
        ])
        .filter(([from, to]) => from !== to),
      ...Object.entries(synonymRoutes),
      ['/index.html', '/'],
      ['/AboutMe/index.html', '/AboutMe/'],
    ];
    for (const [from, to] of moves) {
      const res = await get(host, from);
      expect(res.status, from).toBe(301);
      expect(decodeURI(res.headers.get('location')!), from).toBe(to);
    }
  });

  it("answers an unknown address with the site's 404 page, and a folder never with a listing or 403", async () => {
    const notFoundTitle = /<title>[^<]+<\/title>/.exec(await (await get(host, '/no-such-page')).text())?.[0];
    for (const address of ['/no-such-page', '/AboutMe/nothing', ...folders]) {
      const res = await get(host, address);
      if (res.status === 301) continue; // a page's folder: its address (above)
      expect(res.status, address).toBe(404);
      const body = await res.text();
      expect(body, address).toContain(notFoundTitle);
      expect(body, address).not.toContain('Index of');
      expect(metaCsp(body), address).toBeDefined();
    }
  });

  it('serves no file of ours: the hosts’ configs and the manifest are not in the export', async () => {
    for (const address of ['/_headers', '/_redirects', '/_site-manifest.json', '/nginx.conf', '/Caddyfile']) {
      expect((await get(host, address)).status, address).toBe(404);
    }
  });
});

describe('a file server without rewrite rules', () => {
  const plain = {
    get baseUrl() {
      return hosts.plain.baseUrl;
    },
  } as StaticHost;
  it('serves every page at its address (a folder: one redirect to it) with its policy in the page', async () => {
    for (const [route] of pages) {
      let res = await get(plain, route);
      if (route !== '/') {
        expect(res.status, route).toBe(301);
        expect(decodeURI(new URL(res.headers.get('location')!, plain.baseUrl).pathname), route).toBe(`${route}/`);
        res = await get(plain, `${route}/`);
      }
      expect(res.status, route).toBe(200);
      expect(metaCsp(await res.text()), route).toMatch(/script-src 'self'/);
    }
  });

  it('sends a wrong case on to the page without JavaScript: its lower-case address moves on at once', async () => {
    const capitalised = pages.filter(([route]) => route !== route.toLowerCase());
    expect(capitalised.length).toBeGreaterThan(10);
    for (const [route] of capitalised) {
      const lower = route.toLowerCase();
      expect(manifest.pages, lower).not.toHaveProperty(lower);
      const res = await get(plain, `${lower}/`);
      expect(res.status, lower).toBe(200);
      const html = await res.text();
      expect(html, lower).toContain(`<meta http-equiv="refresh" content="0; url=${encodeURI(route)}"/>`);
      expect(html, lower).toContain('<meta name="robots" content="noindex"/>');
      expect(metaCsp(html), lower).toMatch(/script-src 'self';/);
    }
  });

  it("answers an unknown address with the site's 404 page, where the host sends one, and never a listing", async () => {
    const notFoundTitle = /<title>[^<]+<\/title>/.exec(await (await get(plain, '/no-such-page')).text())?.[0];
    expect(notFoundTitle).toBeDefined();
    for (const address of ['/no-such-page', '/AboutMe/nothing', '/ABOUTME', ...folders]) {
      const res = await get(plain, address);
      const body = await res.text();
      expect(body, address).not.toContain('Index of');
      if (res.status === 200) continue; // a page's folder
      expect(res.status, address).toBe(404);
      expect(body, address).toContain(notFoundTitle);
      expect(metaCsp(body), address).toBeDefined();
    }
  });

  it('sends a synonym’s address on to its canonical page without JavaScript', async () => {
    for (const [from, to] of Object.entries(synonymRoutes)) {
      const html = await (await get(plain, `${from}/`)).text();
      expect(html, from).toContain(`<meta http-equiv="refresh" content="0; url=${encodeURI(to)}"/>`);
      expect(html, from).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('holds no file of ours', async () => {
    for (const address of ['/_headers', '/_redirects', '/_site-manifest.json', '/nginx.conf', '/Caddyfile']) {
      expect((await get(plain, address)).status, address).toBe(404);
    }
  });
});
