import { expect, test, type Page } from '@playwright/test';

import { chatCopy } from '@/content/chat';

import { tapWhereItIs } from './finger';
import { hydrated } from './hydrated';

/**
 * The chat keeps the reader's place (issue 24): opening and closing it, by a tap or by the keyboard, leaves the
 * page where it was; while open, Tab stays in the panel and Escape gives focus back to the button; on a phone
 * the conversation uses the screen's height. Real taps and keys at coordinates: locator.click() scrolls the
 * button into view by itself (honouring scroll-padding), which would hide or fake a scroll.
 */

const PAGE = '/Treatments/total-knee-replacement';
const launcher = (page: Page) => page.getByRole('button', { name: chatCopy.launcherLabel });
const panel = (page: Page) => page.getByRole('dialog', { name: chatCopy.title });
const touch = () => test.info().project.use.hasTouch === true;

async function readingHalfWay(page: Page) {
  await page.goto(PAGE, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.evaluate(() => {
    document.documentElement.style.scrollBehavior = 'auto';
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
  });
  await expect(launcher(page)).toBeVisible();
  return page.evaluate(() => Math.round(window.scrollY));
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Two frames: what a focus or a layout change scrolls has been scrolled by then. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('opening and closing the chat by tap leaves the page where it was', async ({ page }) => {
  const place = await readingHalfWay(page);
  await tapWhereItIs(page, launcher(page), touch());
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('textbox', { name: chatCopy.inputLabel })).toBeFocused();
  await settled(page);
  expect(await scrollY(page), 'after opening').toBe(place);

  await tapWhereItIs(page, panel(page).getByRole('button', { name: chatCopy.closeLabel }), touch());
  await expect(panel(page)).toBeHidden();
  await settled(page);
  expect(await scrollY(page), 'after closing with the close button').toBe(place);

  await tapWhereItIs(page, launcher(page), touch());
  await expect(panel(page)).toBeVisible();
  await tapWhereItIs(page, launcher(page), touch());
  await expect(panel(page)).toBeHidden();
  await settled(page);
  expect(await scrollY(page), 'after closing with the launcher').toBe(place);
});

test('by keyboard: opens in place, Tab stays in the panel, Escape closes and gives focus back', async ({ page }) => {
  const place = await readingHalfWay(page);
  await launcher(page).evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  const input = panel(page).getByRole('textbox', { name: chatCopy.inputLabel });
  await expect(input).toBeFocused();
  await settled(page);
  expect(await scrollY(page), 'after opening').toBe(place);

  // Every stop forwards and backwards is in the panel (it wraps round); none is the page behind it.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let stop = 0; stop < 8; stop++) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
        `${key} ${stop + 1}`,
      ).toBe(true);
    }
  }
  // The conversation is a stop of its own, to scroll it by keyboard; its ring is drawn where the panel shows it.
  const conversation = panel(page).getByRole('region', { name: chatCopy.conversationLabel });
  await input.focus();
  for (let stop = 0; stop < 6 && !(await conversation.evaluate((el) => el === document.activeElement)); stop++)
    await page.keyboard.press('Shift+Tab');
  await expect(conversation).toBeFocused();
  const ringShown = await conversation.evaluate((element) => {
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const ring = element.getBoundingClientRect();
    const shown = element.closest('[role="dialog"]')!.getBoundingClientRect();
    return (
      element.matches(':focus-visible') &&
      style.outlineStyle !== 'none' &&
      ring.left - reach >= shown.left &&
      ring.right + reach <= shown.right
    );
  });
  expect(ringShown, 'the conversation’s focus ring, inside the panel').toBe(true);
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await settled(page);
  expect(await scrollY(page), 'after Escape').toBe(place);
});

test('the panel uses the screen: most of a phone’s height, the spec’s 500 px on a desktop', async ({ page }) => {
  await readingHalfWay(page);
  await tapWhereItIs(page, launcher(page), touch());
  await expect(panel(page)).toBeVisible();
  if (touch()) {
    const conversation = await panel(page)
      .getByRole('log')
      .evaluate((log) => log.parentElement!.clientHeight);
    // 390 x 844: the header, the panel's title bar, the safety line and the question box take about 330 px.
    expect(conversation).toBeGreaterThan(400);
  } else {
    expect((await panel(page).boundingBox())?.height).toBe(500);
  }
});
