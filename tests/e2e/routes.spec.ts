import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { guardPage } from './guard';
import { sitemapRoutes } from './site-routes';

const routes = sitemapRoutes();
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Pages already fetched by this worker: target path -> HTML (null when it did not answer 200). */
const fetched = new Map<string, string | null>();

test.describe('every route in the sitemap', () => {
  for (const route of routes) {
    test(`${route}: accessible, links resolve, no third parties, no console errors or CSP violations`, async ({
      page,
      baseURL,
    }) => {
      const guard = await guardPage(page, new URL(baseURL!).origin);
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.status(), `${route} status`).toBe(200);
      await expect(page.locator('h1').first()).toBeAttached();

      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = axe.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('\n    ')}`,
      );
      expect(summary, `axe violations on ${route}`).toEqual([]);

      // Every internal link answers 200, and a #fragment names an element on the target page.
      const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => (a as HTMLAnchorElement).href));
      const broken: string[] = [];
      for (const href of new Set(hrefs)) {
        const url = new URL(href);
        if (url.origin !== new URL(baseURL!).origin) continue;
        const key = url.pathname;
        if (!fetched.has(key)) {
          const res = await page.request.get(url.pathname, { maxRedirects: 0 });
          fetched.set(key, res.status() === 200 ? await res.text() : null);
        }
        const html = fetched.get(key);
        if (html === null) broken.push(`${href} (not 200)`);
        else if (url.hash && !html!.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) {
          broken.push(`${href} (no element with that id)`);
        }
      }
      expect(broken, `broken links on ${route}`).toEqual([]);

      guard.assertClean();
    });

    test(`${route}: main content is there with JavaScript disabled`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main.locator('h1').first()).toBeAttached();
      const text = (await main.innerText()).trim();
      expect(text.length, `visible text in <main> of ${route}`).toBeGreaterThan(200);
      // The navigation stays usable: the site map in the footer links every section.
      await expect(page.locator('#site-map a[href="/Conditions"]')).toBeVisible();
      await context.close();
    });
  }
});
