import { test as base, expect, type Page } from '@playwright/test';

import { axeViolations } from '../support/axe';

import { feltQualityProblems } from './felt-quality';
import { guardPage } from './guard';
import { sitemapRoutes } from './site-routes';

/**
 * One tab per worker for all its routes, and one with JavaScript off: each route is a navigation in the same tab, as
 * a visitor moving through the site makes, rather than a new browser context and renderer per route (a third of the
 * cost of a page load here). The guard watching the tab is emptied before each route.
 */
const test = base.extend<object, { visitor: { page: Page; problems: string[] }; noScriptPage: Page }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
      const page = await context.newPage();
      const guard = await guardPage(page, new URL(baseURL!).origin);
      await use({ page, problems: guard.problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
  noScriptPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({
        ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL },
        javaScriptEnabled: false,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const routes = sitemapRoutes();

/**
 * The top bar, header and footer are one component on every page, and most of a page's links: axe and the Tab walk
 * check them in full on the first route of each section (whose menus mark a different current page), and on the
 * other routes check the route's own content, <main>, which is where those routes differ.
 */
const sectionOf = (route: string) => route.split('/')[1]!;
const chromeRoutes = new Set(
  routes.filter((route, i) => routes.findIndex((r) => sectionOf(r) === sectionOf(route)) === i),
);
const CHROME = ['body > [data-overlay]', 'body > header', 'body > footer'];

/** Pages already fetched by this worker: target path -> HTML (null when it did not answer 200). */
const fetched = new Map<string, string | null>();

/**
 * One visit per route and width does every check (the page load is most of the cost); soft assertions report
 * every check that fails, not only the first. The no-JS check needs a tab of its own with JavaScript off.
 */
test.describe('every route in the sitemap', () => {
  for (const route of routes) {
    test(`${route}: accessible, links resolve, works without JS, felt quality, no third parties, console errors or CSP violations`, async ({
      visitor: { page, problems },
      noScriptPage,
      baseURL,
    }) => {
      problems.length = 0;
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.status(), `${route} status`).toBe(200);
      await expect(page.locator('h1').first()).toBeAttached();
      const wholePage = chromeRoutes.has(route);
      expect
        .soft(await axeViolations(page, { exclude: wholePage ? [] : CHROME }), `axe violations on ${route}`)
        .toEqual([]);
      expect.soft(await brokenLinks(page, baseURL!), `broken links on ${route}`).toEqual([]);
      const tabWithin = wholePage ? undefined : '#main-content';
      expect.soft(await feltQualityProblems(page, { tabWithin }), `felt quality of ${route}`).toEqual([]);
      expect.soft(await withoutJavaScript(noScriptPage, route), `${route} without JS`).toEqual([]);
      expect.soft(problems, `${route}: console errors, CSP violations, third-party requests`).toEqual([]);
    });
  }
});

/** Every internal link answers 200, and a #fragment names an element on the target page (or is HTML's #top). */
async function brokenLinks(page: Page, baseURL: string) {
  const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => (a as HTMLAnchorElement).href));
  const broken: string[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    if (url.origin !== new URL(baseURL).origin) continue;
    const key = url.pathname;
    if (!fetched.has(key)) {
      const res = await page.request.get(url.pathname, { maxRedirects: 0 });
      fetched.set(key, res.status() === 200 ? await res.text() : null);
    }
    const html = fetched.get(key);
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (html === null) broken.push(`${href} (not 200)`);
    // HTML's own fragments: "#" and "#top" go to the top of the page with or without an element of that id.
    else if (fragment && fragment.toLowerCase() !== 'top' && !html!.includes(`id="${fragment}"`)) {
      broken.push(`${href} (no element with that id)`);
    }
  }
  return broken;
}

/** The main content is there and visible with JavaScript off, and the footer's site map keeps every section in reach. */
async function withoutJavaScript(page: Page, route: string) {
  const response = await page.goto(route);
  const problems: string[] = [];
  if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
  const main = page.locator('main');
  if ((await main.locator('h1').count()) === 0) problems.push('no h1 in <main>');
  const text = (await main.innerText()).trim();
  if (text.length <= 200) problems.push(`only ${text.length} characters of visible text in <main>`);
  if (!(await page.locator('#site-map a[href="/Conditions"]').isVisible())) {
    problems.push('no visible link to /Conditions in the footer site map (#site-map)');
  }
  return problems;
}
