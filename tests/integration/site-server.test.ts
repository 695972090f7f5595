import { readdirSync, readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readSiteManifest } from '@/server/plugins/site-manifest';
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

  it('redirects a synonym (content/synonym-routes.ts) permanently to its canonical page, in any case', async () => {
    for (const [from, to] of [
      ['/knee-procedures/knee-arthroplasty', '/Treatments/total-knee-replacement'],
      ['/hip-procedures/Hip-Arthroplasty/', '/Treatments/hip-replacement'],
    ]) {
      const res = await get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it("sends each page's policy from its meta tag as a header, with what only a header can carry", async () => {
    const res = await get('/AboutMe');
    const html = await res.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toMatch(/script-src 'self' 'sha256-/);
    expect(meta).not.toContain('frame-ancestors');
    expect(res.headers.get('content-security-policy')).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it('never serves files outside the export', async () => {
    expect((await get('/../package.json')).status).toBe(404);
    expect((await get('/%2e%2e/package.json')).status).toBe(404);
  });

  it('sends the security headers on API answers too', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(expectSecurityHeaders(res)).toContain("default-src 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** A request as a browser sends it, read as it arrives (fetch would undo the compression). */
function raw(p: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(server.baseUrl + p, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const decode = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body;

describe('compression', () => {
  const exported = (file: string) => readFileSync(path.join(siteDir, file));

  it('sends a page in brotli to a browser that accepts it, the same bytes as the export, with its CSP', async () => {
    const res = await raw('/', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(exported('index.html').length / 4);
    expect(decode(res).equals(exported('index.html'))).toBe(true);
  });

  it('sends gzip to a client without brotli, and the file as it is to one accepting neither', async () => {
    const gz = await raw('/AboutMe', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).equals(exported('AboutMe/index.html'))).toBe(true);
    const plain = await raw('/AboutMe');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.equals(exported('AboutMe/index.html'))).toBe(true);
    // Each encoding is its own representation, with its own ETag.
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers 304 to a revalidation of a compressed page', async () => {
    const first = await raw('/', { headers: { 'accept-encoding': 'br' } });
    const again = await raw('/', { headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends hashed scripts and styles compressed, cached for a year', async () => {
    const manifest = readSiteManifest(siteDir);
    const chunks = readdirSync(path.join(siteDir, '_next/static/chunks')).filter((f) => f.endsWith('.js'));
    const biggest = chunks.sort(
      (a, b) => exported(`_next/static/chunks/${b}`).length - exported(`_next/static/chunks/${a}`).length,
    )[0];
    for (const [asset, type] of [
      [`/_next/static/chunks/${biggest}`, 'text/javascript; charset=utf-8'],
      [manifest.stylesheets[0]!, 'text/css; charset=utf-8'],
    ] as const) {
      const res = await raw(asset, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res).equals(exported(asset.slice(1)))).toBe(true);
    }
  });

  it('compresses the stories list, and revalidates it by ETag', async () => {
    const res = await raw('/api/stories', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(JSON.parse(decode(res).toString()).length).toBeGreaterThan(0);
    const again = await raw('/api/stories', {
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': res.headers.etag! },
    });
    expect(again.status).toBe(304);
  });

  it('compresses answers made at run time above 1 KiB, never the chat event stream', async () => {
    const form = await raw('/send-enquiry', {
      method: 'POST',
      headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=&email=',
    });
    expect(form.status).toBe(422);
    expect(form.headers['content-encoding']).toBe('br');
    expect(decode(form).toString()).toContain('<form');

    const small = await raw('/healthz', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();

    const chat = await raw('/api/chat', {
      method: 'POST',
      headers: { 'accept-encoding': 'br, gzip', accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'How long does a knee replacement last?', history: [] }),
    });
    expect(chat.status).toBe(200);
    expect(chat.headers['content-type']).toContain('text/event-stream');
    expect(chat.headers['content-encoding']).toBeUndefined();
    expect(chat.body.toString()).toContain('event: done');
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
