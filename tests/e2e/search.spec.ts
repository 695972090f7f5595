import { expect, test, type Page } from '@playwright/test';

import { browserIndexPath as INDEX } from '@/lib/search/browser-index';

import { baseURL } from '../../playwright.config';
import { guardPage } from './guard';
import { hydrated } from './hydrated';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** Counts the requests for the browser's search index. */
function watchIndex(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === INDEX) requests.push(request.url());
  });
  return requests;
}

const results = (page: Page) => page.locator('#search-results');
const countHeading = (page: Page) => results(page).getByRole('heading', { level: 2, name: /results? for|No results/ });

test('the box at the top of every page (phone: in the menu) leads to the results page', async ({ page }) => {
  const guard = await guardPage(page, baseURL);
  await page.goto('/AboutMe');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('search').getByRole('searchbox', { name: 'Search this site' }).fill('steristrips');
  } else {
    await page
      .getByRole('search', { name: 'Site' })
      .getByRole('searchbox', { name: 'Search this site' })
      .fill('steristrips');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=steristrips$/);
  await expect(countHeading(page)).toHaveText(/^\d+ results? for “steristrips”$/);
  await expect(results(page).locator('mark').first()).toHaveText(/steristrips/i);
  guard.assertClean();
});

test('loads the index on the first focus of the box, not with the page, then searches as you type', async ({
  page,
}) => {
  const guard = await guardPage(page, baseURL);
  const requests = watchIndex(page);
  await page.goto('/');
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  expect(requests, 'no page loads the index up front').toEqual([]);

  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search this site' });
  await box.focus();
  await expect.poll(() => requests.length).toBe(1);

  await page.keyboard.type('can i kneel after knee replacment');
  const heading = countHeading(page);
  await expect(heading).toHaveText(/^\d+ results? for “can i kneel after knee replacment”$/);
  await expect(page).toHaveURL(/\/search\?q=can%20i%20kneel/);
  // The count is announced politely, once the results are in.
  await expect(page.locator('[aria-live="polite"]')).toHaveText(await heading.innerText());
  await expect(results(page).locator('ol > li h3 a').first()).toHaveAttribute('href', /knee-replacement|total-knee/);

  // Enter submits in the page: the results stay, no navigation to the server.
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  expect(requests).toHaveLength(1);
  guard.assertClean();
});

test('on a static host, the bare page searches the address’s query in the browser', async ({ page, request }) => {
  const guard = await guardPage(page, baseURL);
  // A static host answers /search?q=... with the exported page as it is, without results.
  const bare = await request.get('/search');
  await page.route(/\/search\?q=/, async (route) =>
    route.fulfill({ status: 200, headers: bare.headers(), body: await bare.text() }),
  );
  const requests = watchIndex(page);
  await page.goto('/search?q=chest%20pain%20and%20short%20of%20breath');
  await expect(countHeading(page)).toHaveText(/results? for “chest pain and short of breath”$/);
  expect(requests).toHaveLength(1);
  const box = results(page).getByRole('complementary', { name: 'When to get help urgently' });
  await expect(box).toBeVisible();
  await expect(box.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('chest pain and short of breath');
  guard.assertClean();
});

test('a search for an operation by name leads with its page, counts pages, and keeps its title once loaded', async ({
  page,
}) => {
  await page.goto('/search?q=knee replacement', { waitUntil: 'networkidle' });
  await hydrated(page);
  const cards = results(page).locator('ol > li');
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Total knee replacement');
  const shown = await cards.count();
  await expect(countHeading(page)).toHaveText(`${shown} results for “knee replacement”`);
  await expect(page).toHaveTitle(new RegExp(`^${shown} results for “knee replacement” - Search \\|`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page’s form is answered by the server, nothing matching offers topics and contact', async ({ page }) => {
    await page.goto('/search');
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search this site' }).fill('xylophone');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveTitle(/^No results for “xylophone” - Search/);
    await expect(countHeading(page)).toHaveText('No results for “xylophone”');
    await expect(results(page).getByRole('link', { name: 'Hip replacement' })).toHaveAttribute(
      'href',
      '/Treatments/hip-replacement',
    );
    await expect(results(page).getByRole('link', { name: 'get in touch' })).toHaveAttribute('href', '/#contact');
  });
});
