import { expect, test, type Page } from '@playwright/test';

import { enquiryContent } from '../../content/enquiry';
import { stories } from '../../content/stories';
import { fillStoryForm } from '../support/story-form';

/**
 * The pages the server composes itself (a form sent without JavaScript that needs fixing) look like the exported
 * pages: the practice's colours are there, so the Send button reads as a button (issue 24: it was white on white).
 */
test.use({ javaScriptEnabled: false });

/** WCAG contrast of the element's text against its own background colour. */
async function textContrast(page: Page, selector: string) {
  const { color, background } = await page.locator(selector).evaluate((element) => ({
    color: getComputedStyle(element).color,
    background: getComputedStyle(element).backgroundColor,
  }));
  const luminance = (css: string) => {
    const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
    // A transparent background shows the white page behind it.
    const channels = a === 0 ? [255, 255, 255] : [r!, g!, b!];
    const [R, G, B] = channels.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [lighter, darker] = [luminance(color), luminance(background)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

test('a refused enquiry comes back in the site’s colours: its Send button reads at 4.5:1 or more', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: enquiryContent.forms.consultation.heading });
  await form.getByLabel('First name').fill('Colour');
  await form.getByLabel('Last name').fill('Example');
  // The browser takes this phone number; the server refuses it.
  await form.getByLabel('Phone number', { exact: true }).fill('call me');
  await form.getByLabel('Email address').fill('ann@example.com');
  await form.getByLabel('Message').fill('My right knee has been painful on the stairs for three months.');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveTitle(/^Error: /);
  const send = page.getByRole('button', { name: enquiryContent.submit });
  await expect(send).toBeVisible();
  expect(await textContrast(page, 'form button[type="submit"]')).toBeGreaterThanOrEqual(4.5);
  // The spam trap is hidden whatever the stylesheet does.
  await expect(page.getByLabel('Website')).toBeHidden();
});

test('a refused story comes back in the site’s colours: Send reads at 4.5:1, its stars show, links are not black', async ({
  page,
}) => {
  await page.goto('/patient-success-stories');
  await fillStoryForm(page, 'A clear diagnosis at last, and a knee I can kneel on.');
  // The browser takes this phone number; the server refuses it.
  await page.getByLabel('Phone', { exact: true }).fill('call me');
  await page.getByRole('button', { name: stories.form.submit }).click();

  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByRole('button', { name: stories.form.submit })).toBeVisible();
  expect(await textContrast(page, 'form button[type="submit"]')).toBeGreaterThanOrEqual(4.5);
  const star = page.getByRole('radio', { name: stories.form.star(5) }).locator('xpath=..');
  const starColour = await star.evaluate((label) => getComputedStyle(label.querySelector('svg') ?? label).color);
  expect(starColour).not.toMatch(/^rgba?\(255, 255, 255/);
  const linkColour = await page
    .locator('main a[href]')
    .first()
    .evaluate((link) => getComputedStyle(link).color);
  expect(linkColour).not.toBe('rgb(0, 0, 0)');
});
