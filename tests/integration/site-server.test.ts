import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requireBuiltSite, siteDir, startServer, type RunningServer } from '../support/server';

let server: RunningServer;
const get = (p: string, init?: RequestInit) => fetch(server.baseUrl + p, { redirect: 'manual', ...init });

beforeAll(async () => {
  requireBuiltSite();
  server = await startServer();
});
afterAll(() => server?.close());

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d{8,})/);
  expect(Number(res.headers.get('strict-transport-security')!.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(
    31536000,
  );
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBeTruthy();
  expect(res.headers.get('permissions-policy')).toBeTruthy();
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  return csp;
}

describe('the site served by our server', () => {
  it('serves exported pages at clean URLs with their own CSP and revalidation', async () => {
    const res = await get('/AboutMe');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = expectSecurityHeaders(res);
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(await res.text()).toContain('About');
  });

  it('answers a repeat request with 304 when the page has not changed', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http rather than fetch: fetch adds "Cache-Control: no-cache" to conditional requests.
    const status = await new Promise<number>((resolve, reject) =>
      request(server.baseUrl + '/', { headers: { 'If-None-Match': etag! } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(304);
  });

  it('serves hashed assets with long immutable caching and the security headers', async () => {
    const chunks = readdirSync(path.join(siteDir, '_next/static/chunks')).filter((f) => f.endsWith('.js'));
    const res = await get(`/_next/static/chunks/${chunks[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expectSecurityHeaders(res);
  });

  it('answers unknown paths with the exported 404 page and status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expectSecurityHeaders(res);
    expect(await res.text()).toContain('Page not found');
  });

  it('redirects a wrong-case address to the real route with 301', async () => {
    const res = await get('/aboutme?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/AboutMe?x=1');
  });

  it('redirects an address with a trailing slash to the one canonical address of every page', async () => {
    for (const [from, to] of [
      ['/AboutMe/', '/AboutMe'],
      ['/AboutMe//?x=1', '/AboutMe?x=1'],
      ['/Conditions/knee-arthritis/', '/Conditions/knee-arthritis'],
      ['/aboutme/', '/AboutMe'],
    ]) {
      const res = await get(from!);
      expect(res.status, from).toBe(308);
      expect(res.headers.get('location'), from).toBe(to);
    }
    expect((await get('/')).status).toBe(200);
    expect((await get('/AboutMe')).status).toBe(200);
  });

  it('never serves files outside the export or its manifest', async () => {
    expect((await get('/../package.json')).status).toBe(404);
    expect((await get('/%2e%2e/package.json')).status).toBe(404);
    expect((await get('/_site-manifest.json')).status).toBe(404);
    // The static hosts' header and redirect rules are for those hosts; our server applies them itself.
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_redirects')).status).toBe(404);
    expect((await get('/_Headers')).status).toBe(404);
  });

  it('sends the security headers on API answers too', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(expectSecurityHeaders(res)).toContain("default-src 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/placeholder/{w}/{h}', () => {
  it('returns an SVG of the asked size', async () => {
    const res = await get('/api/placeholder/320/200');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('width="320"');
    expect(svg).toContain('height="200"');
  });

  it.each([
    '0/10',
    '10/0',
    'abc/10',
    '10/-5',
    '5000/10',
    '1.5/10',
    '1e3/10',
    '0x10/10',
    '%2010/10',
    '10/+10',
    '010/10',
  ])('accepts only plain decimal sizes: rejects %s with 400', async (size) => {
    const res = await get(`/api/placeholder/${size}`);
    expect(res.status).toBe(400);
  });
});
