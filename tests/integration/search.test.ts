// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requireBuiltSite, startServer, type RunningServer } from '../support/server';

/** The no-JavaScript search: GET /search?q=... on the real server answers the whole page with the results. */
describe('GET /search on our server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    requireBuiltSite();
    server = await startServer();
  });
  afterAll(async () => server?.close());

  const search = async (query: string) => {
    const response = await fetch(`${server.baseUrl}/search?q=${encodeURIComponent(query)}`);
    const html = await response.text();
    return { response, html, document: new DOMParser().parseFromString(html, 'text/html') };
  };

  it('answers the site page with the results grouped by page, the count in the title and heading', async () => {
    const { response, document } = await search('meniscus');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    // The site shell: header navigation and footer, as on every page.
    expect(document.querySelector('header nav')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    expect(document.querySelector('form[role="search"] input[name="q"]#search-page-q')?.getAttribute('value')).toBe(
      'meniscus',
    );
    const heading = document.querySelector('#search-results h2')?.textContent ?? '';
    const count = Number(heading.match(/^(\d+) results? for “meniscus”$/)?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(document.title).toMatch(new RegExp(`^${count} results? for “meniscus” - Search \\|`));
    const pages = [...document.querySelectorAll('#search-results ol > li > h3 a')].map((a) => a.getAttribute('href'));
    expect(new Set(pages).size).toBe(pages.length);
    expect(['/Conditions/cartilage-tear', '/knee-procedures/meniscectomy-for-meniscus-tear']).toContain(pages[0]);
    // The count is of pages shown (each with its matching sections below it), not of sections.
    expect(pages.length).toBe(count);
    expect(document.querySelector('#search-results mark')?.textContent?.toLowerCase()).toMatch(/^menisc/);
  });

  it('corrects typos and reads patients’ words', async () => {
    const { document } = await search('can i kneel after knee replacment');
    const first = document.querySelector('#search-results ol > li h3 a')?.getAttribute('href');
    expect(first).toMatch(/knee-replacement|total-knee/);
  });

  it('escapes everything typed, in the title, the box and the results', async () => {
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)> knee';
    const { html, document } = await search(attack);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(document.querySelector('#search-page-q')?.getAttribute('value')).toBe(attack);
    expect(document.title).toContain(attack);
    expect(document.querySelector('#search-results h2')?.textContent).toContain(attack);
  });

  it('offers the most read topics and the contact route when nothing matches', async () => {
    const { document } = await search('xylophone');
    expect(document.querySelector('#search-results h2')?.textContent).toBe('No results for “xylophone”');
    const links = [...document.querySelectorAll('#search-results a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/Treatments/total-knee-replacement', '/#contact']));
    expect(links.length).toBe(6);
  });

  it('shows the urgent-help box above the results for red-flag words', async () => {
    const { document } = await search('calf swollen and hot after my hip replacement');
    const box = document.querySelector('#search-results aside[aria-labelledby="urgent-help-heading"]');
    expect(box?.textContent).toMatch(/blood clot/);
    expect(box?.querySelector('a[href="tel:111"]')).not.toBeNull();
    const heading = document.querySelector('#search-results h2:not(#urgent-help-heading)');
    expect(box!.compareDocumentPosition(heading!) & 4).toBeTruthy(); // the box comes first
  });

  it('is the exported page without a query, and refuses malformed queries with a 400', async () => {
    const empty = await fetch(`${server.baseUrl}/search`);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('id="search-results"');
    expect((await fetch(`${server.baseUrl}/search?q=a&q=b`)).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/search?q=${'knee '.repeat(50)}`)).status).toBe(400);
  });
});
