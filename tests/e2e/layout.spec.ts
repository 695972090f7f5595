import { expect, test, type Locator, type Page } from '@playwright/test';

import { hydrated } from './hydrated';
import { serveStories } from './story-fixtures';

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const isPhone = (page: Page) => page.viewportSize()!.width < 640;

test.describe('header and anchors', () => {
  test('on phones the header is one line, and only it stays on screen', async ({ page }) => {
    test.skip(!isPhone(page), 'phones');
    await page.goto('/');
    const shortcuts = page.getByRole('navigation', { name: 'Contact shortcuts' });
    const header = page.getByRole('banner');
    // Each shortcut on one line ("Private Practice" and "NHS Practice" wrapped at 390 px).
    for (const link of await shortcuts.getByRole('link').all()) {
      expect((await boxOf(link)).height, await link.innerText()).toBeLessThanOrEqual(40);
    }
    expect((await boxOf(header)).height).toBeLessThanOrEqual(64);
    expect((await boxOf(shortcuts)).height + (await boxOf(header)).height).toBeLessThanOrEqual(104);
    // Scrolled, the header alone stays: the logo and Menu, 64 px at most.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(async () => (await boxOf(header)).y).toBe(0);
    await expect(shortcuts).not.toBeInViewport();
  });

  test('on phones the logo and Menu stay in reach on a long page', async ({ page }) => {
    test.skip(!isPhone(page), 'phones');
    await page.goto('/Conditions/knee-arthritis');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport();
    await expect(page.getByRole('link', { name: /^Mr Daniel Ashworth/ }).first()).toBeInViewport();
  });

  test('the top bar and the booking button go to the contact section on the page itself, 100 px below the top', async ({
    page,
  }) => {
    await page.goto('/AboutMe');
    await hydrated(page); // the link stays on this page once JavaScript runs; without it, it leads home
    await page.getByRole('navigation', { name: 'Contact shortcuts' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/AboutMe#contact$/);
    const landing = async (selector: string) => {
      await expect
        .poll(() => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBe(await offset(page));
    };
    await landing('#contact');

    await page.goto('/Conditions/knee-arthritis');
    // No contact section here: the button still leads to the home page's.
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Contact shortcuts' })
      .getByRole('link', { name: 'NHS Practice' })
      .click();
    await landing('#nhs-practice');
  });

  test('nav and footer say "About Me" and "Useful Links"', async ({ page }) => {
    await page.goto('/');
    const siteMap = page.locator('#site-map');
    await expect(siteMap.getByRole('link', { name: 'About Me', exact: true })).toHaveAttribute('href', '/AboutMe');
    await expect(siteMap.getByRole('link', { name: 'Useful Links', exact: true })).toHaveAttribute(
      'href',
      '/UsefulLinks',
    );
    await expect(page.getByText(/AboutMe|UsefulLinks/)).toHaveCount(0);
  });
});

/** Where an anchored section lands: the spec's 100 px, or just below the sticky header on phones. */
async function offset(page: Page) {
  return page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
}

test.describe('desktop flyouts', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the desktop menu shows from 1024 px');

  test('close when focus leaves them, move with the arrow keys, and Escape returns to the toggle', async ({ page }) => {
    await page.goto('/AboutMe');
    await hydrated(page); // before, the flyouts open with CSS on focus and hover
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Treatments menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = nav.locator('#nav-panel-treatments');
    await expect(panel).toBeVisible();
    // Down arrow goes into the menu, and along it.
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('button', { name: 'Knee' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('button', { name: 'Hip' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByRole('button', { name: 'Knee' })).toBeFocused();
    // Right opens the flyout and enters it; Left goes back.
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('link', { name: 'Non-Surgical Treatment For Knees' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(panel.getByRole('link', { name: 'Patellar Stabilization' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('button', { name: 'Knee' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // Tab past the open menu closes it.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('stories with nothing to show', () => {
  test('the stories page invites the first story instead of a zero rating and a "no results"', async ({ page }) => {
    await serveStories(page, []);
    await page.goto('/patient-success-stories');
    await expect(page.getByText('Loading stories…')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'No stories yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Share your story' })).toHaveAttribute('href', '#share-your-story');
    await expect(page.getByText('0.0')).toHaveCount(0);
    await expect(page.getByText('(0 reviews)')).toHaveCount(0);
    await expect(page.getByText('No stories found')).toHaveCount(0);
  });

  test('the home page says so too, rather than a heading and a button with nothing between', async ({ page }) => {
    await serveStories(page, []);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Patient Stories' });
    await expect(section.getByText('No stories have been published yet.')).toBeVisible({ timeout: 20_000 });
  });

  test('a search that finds nothing offers "Clear filters"; the hint suggests words that find stories', async ({
    page,
  }) => {
    await page.goto('/patient-success-stories');
    await expect(page.getByText('Loading stories…')).toHaveCount(0, { timeout: 20_000 });
    const hint = await page
      .getByText(/^For example/)
      .first()
      .textContent();
    const suggested = [...hint!.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
    expect(suggested.length).toBeGreaterThan(0);
    const search = page.getByRole('searchbox', { name: 'Search stories' }).first();
    for (const word of suggested) {
      await search.fill(word);
      await expect(page.getByText(/^Showing/).first(), word).toBeVisible();
    }
    await search.fill('zzzz');
    await expect(page.getByText('No stories found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByText(/^Showing/).first()).toBeVisible();
  });

  test('search box and category select line up, and the pages fit on one row', async ({ page }) => {
    await page.goto('/patient-success-stories');
    await expect(page.getByText('Loading stories…')).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('tab', { name: 'Treatments' }).click();
    const panel = page.getByRole('tabpanel');
    const search = await boxOf(panel.getByRole('searchbox'));
    const select = await boxOf(panel.getByRole('combobox'));
    expect(select.height).toBe(search.height);
    if (search.y !== select.y) expect(select.y).toBeGreaterThanOrEqual(search.y + search.height); // stacked
    await page.getByRole('tab', { name: 'All' }).click();
    const pager = page.getByRole('navigation', { name: 'Story pages' });
    if (page.viewportSize()!.width < 768) {
      // Phones have no pages: one button adds the next stories below.
      await expect(pager).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Show \d+ more stor/ })).toBeVisible();
      return;
    }
    const tops = await pager
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size, `rows at ${tops.join(', ')}`).toBe(1);
  });
});

test.describe('back office', () => {
  test('has none of the public site around it', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Contact shortcuts' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book a consultation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Knee Surgery Assistant/ })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    await expect(page.locator('#site-map')).toHaveCount(0);
  });
});
