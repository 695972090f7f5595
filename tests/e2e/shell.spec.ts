import { expect, test, type Locator } from '@playwright/test';

import { hydrated } from './hydrated';

test.describe('desktop navigation', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the desktop menu shows from 1024 px');

  test('opens a dropdown with Enter and Space, closes it with Escape and returns focus', async ({ page }) => {
    await page.goto('/AboutMe');
    await hydrated(page); // before, the dropdowns open with CSS on focus and hover
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Conditions menu' });
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = nav.locator('#nav-panel-conditions');
    await expect(panel.getByRole('link', { name: 'Knee Arthritis' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Knee Arthritis' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(panel).toBeHidden();
  });

  test('opens Treatments on hover, with Knee and Hip as nested flyouts', async ({ page }) => {
    await page.goto('/AboutMe');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Treatments', exact: true }).hover();
    const knee = nav.getByRole('button', { name: 'Knee' });
    await expect(knee).toBeVisible();
    await knee.hover();
    const link = nav.getByRole('link', { name: 'Partial Knee Replacement' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/Treatments/partial-knee-replacement');

    await nav.getByRole('button', { name: 'Hip' }).click();
    await expect(nav.getByRole('link', { name: 'Hip Replacement' })).toBeVisible();
    await expect(link).toBeHidden();
  });

  test('uses the spec slugs, including the ACL route', async ({ page }) => {
    await page.goto('/AboutMe');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = (name: string) => nav.getByRole('link', { name, includeHidden: true });
    await expect(link('ACL/ Ligament Injury (Sports Knee Injury)')).toHaveAttribute(
      'href',
      '/Conditions/acl/-ligament-injury-(sports-knee-injury)',
    );
    await expect(link('MiOp App')).toHaveAttribute('href', '/PreAndPostcare/miop-app');
  });
});

test.describe('phone navigation', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'the slide-in menu is for narrow screens');

  test('slides in, keeps one section and one sub-category open, and gives focus back', async ({ page }) => {
    await page.goto('/AboutMe');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // Focus moves into the panel (Headless UI focuses the dialog itself, so its name is read first).
    await expect
      .poll(() => dialog.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      .toBe(true);

    const conditions = dialog.getByRole('button', { name: 'Conditions menu' });
    const treatments = dialog.getByRole('button', { name: 'Treatments menu' });
    await conditions.click();
    await expect(dialog.getByRole('link', { name: 'Cartilage Tear' })).toBeVisible();
    await treatments.click();
    await expect(dialog.getByRole('link', { name: 'Cartilage Tear' })).toBeHidden();
    await expect(conditions).toHaveAttribute('aria-expanded', 'false');

    await dialog.getByRole('button', { name: 'Knee' }).click();
    await expect(dialog.getByRole('link', { name: 'Knee Osteotomy' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Hip' }).click();
    await expect(dialog.getByRole('link', { name: 'Knee Osteotomy' })).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Hip Replacement' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('closes when a link is followed', async ({ page }) => {
    await page.goto('/AboutMe');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('closes by itself when the window reaches desktop width', async ({ page }) => {
    await page.goto('/AboutMe');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('without JavaScript the Menu control leads to the site map', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/AboutMe');
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/#site-map$/);
    await expect(page.locator('#site-map').getByRole('link', { name: 'Knee Arthritis' })).toBeVisible();
    await context.close();
  });
});

test.describe('shell on every page', () => {
  test('the skip link is the first stop and moves to the main content', async ({ page }) => {
    await page.goto('/AboutMe');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });

  test('the top bar jumps to the practice and contact sections below the fixed bar', async ({ page }) => {
    await page.goto('/AboutMe');
    await hydrated(page); // the link stays on this page once JavaScript runs; without it, it leads home
    await page
      .getByRole('navigation', { name: 'Contact shortcuts' })
      .getByRole('link', { name: 'NHS Practice' })
      .click();
    await expect(page).toHaveURL(/\/AboutMe#nhs-practice$/); // the About page has the contact block too
    const heading = page.locator('#nhs-practice h3');
    await expect(heading).toBeInViewport();
    const top = await page.locator('#nhs-practice').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(44); // not under the fixed top bar
  });

  test('"Back to top" floats beside the page after 300 px of scrolling where there is room, else ends the page', async ({
    page,
  }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Back to top' });
    if (page.viewportSize()!.width >= 1280) {
      await expect(link).toBeHidden();
      await page.mouse.wheel(0, 250);
      await page.waitForTimeout(200);
      await expect(link).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(link).toBeVisible();
    } else {
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Back to top' })).toBeAttached();
      // Scrolled to the end as a person would, again if the page grew meanwhile (the latest stories load late).
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
          return link.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight);
        })
        .toBe(true);
      await expect(link).toBeInViewport();
      expect(await link.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    }
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the 404 page answers 404 and helps the visitor on', async ({ page }) => {
    const response = await page.goto('/Conditions/no-such-condition');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  test('a client-side route change starts at the top of the new page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('#site-map').getByRole('link', { name: 'About Me' }).click();
    await expect(page).toHaveURL(/\/AboutMe$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('home page', () => {
  test('the hero stands on one still picture, with no carousel controls', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const backdrop = page.locator('section[aria-labelledby="hero-heading"] > [aria-hidden="true"] img');
    await expect(backdrop).toHaveCount(1);
    const picture = await backdrop.getAttribute('src');
    await page.clock.runFor(20000);
    await expect(backdrop).toHaveCount(1);
    await expect(backdrop).toHaveAttribute('src', picture!);
    await expect(page.getByRole('group', { name: 'Background images' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /background image/i })).toHaveCount(0);
  });

  test('the biography is collapsed to 300 px with Read More and opens fully', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: /About Mr/ });
    const toggle = section.getByRole('button', { name: 'Read More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const bio = section.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    expect((await bio.boundingBox())!.height).toBeLessThanOrEqual(301);
    await toggle.click();
    await expect(section.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    expect((await bio.boundingBox())!.height).toBeGreaterThan(300);
  });

  test('the video downloads nothing heavy before play and has captions and the fallback text', async ({ page }) => {
    const mediaRequests: string[] = [];
    page.on('request', (r) => r.url().endsWith('.mp4') && mediaRequests.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    const video = page.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    await expect(video).toContainText('Your browser does not support the video tag.');
    expect(mediaRequests).toEqual([]);
    const captions = await page.request.get((await video.locator('track').getAttribute('src'))!);
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    const file = await page.request.head((await video.locator('source').getAttribute('src'))!);
    expect(file.status()).toBe(200);
  });

  test('lists 4 societies and 15 insurers as external links opening in a new tab', async ({ page }) => {
    await page.goto('/');
    const societies = page.getByRole('region', { name: 'Affiliated societies' }).getByRole('link');
    const insurers = page.getByRole('region', { name: 'Recognised by insurers' }).getByRole('link');
    await expect(societies).toHaveCount(4);
    await expect(insurers).toHaveCount(15);
    for (const link of [...(await societies.all()), ...(await insurers.all())]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('shows the private practice hours from the spec', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#private-practice');
    await expect(card).toContainText('Tuesday 08:30-18:00');
    await expect(card).toContainText('Friday 08:30-13:00');
  });
});

test.describe('about page', () => {
  test('opens on a visible heading and all 16 quotes, readable without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/AboutMe');
    await expect(page.getByRole('heading', { level: 1, name: /^About Mr / })).toBeInViewport();
    const quotes = page.getByRole('list', { name: /^Quotes from / }).getByRole('listitem');
    await expect(quotes).toHaveCount(16);
    await expect(quotes.first()).toBeInViewport();
    await expect(quotes.first()).toContainText('The best treatment is the one that fits your life');
    await expect(page.getByRole('button', { name: /quote slide/i })).toHaveCount(0);
    await context.close();
  });

  test('reveals sections on scroll in CSS, at full contrast, with or without JavaScript; still under reduced motion', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Scrolled to as a reader would: into the middle of the screen, where a section has risen into place.
    const scrollTo = (el: Locator) => el.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    const inPlace = /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/;
    const expectRevealed = async (sections: Locator[]) => {
      for (const el of sections) {
        await expect(el).toHaveCSS('opacity', '1');
        await scrollTo(el);
        await expect(el).toHaveCSS('transform', inPlace);
      }
    };
    await page.goto('/AboutMe');
    await expectRevealed(await page.locator('[data-reveal]').all());

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const noJs = await context.newPage();
    await noJs.goto('/AboutMe');
    await expectRevealed(await noJs.locator('[data-reveal]').all());
    await context.close();

    const still = await browser.newContext({ reducedMotion: 'reduce', baseURL });
    const reduced = await still.newPage();
    await reduced.goto('/AboutMe');
    for (const el of await reduced.locator('[data-reveal]').all()) await expect(el).toHaveCSS('transform', 'none');
    await still.close();
  });
});

test.describe('loading', () => {
  test('a page paints from its own document: the styles come inside it, no stylesheet to fetch first', async ({
    page,
  }) => {
    await page.goto('/AboutMe');
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    const stylesheets = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.css')),
    );
    expect(stylesheets).toEqual([]);
    // Styled: the page's heading has the practice's heading typeface, not the browser's default.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveCSS('font-family', /^"?Times/);
  });
});
