import { expect, test } from '@playwright/test';

import { hydrated } from './hydrated';

/**
 * A condition page's tabs on a desktop work before the page's scripts arrive: a click shows its panel at once,
 * and the choice holds once React runs (issue 24: the tabs highlighted on hover but a click was lost).
 */
test('a tab clicked before the scripts load shows its panel, and stays chosen after they load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/Conditions/knee-arthritis', { waitUntil: 'domcontentloaded' });
  const tabs = page.getByRole('tablist').first();
  const symptoms = tabs.getByRole('tab', { name: 'Symptoms' });
  await expect(symptoms).toBeVisible();
  await expect(page.locator('[data-tabs][data-hydrated]')).toHaveCount(0);

  await symptoms.click();
  const panel = page.locator(`#${await symptoms.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(symptoms).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(tabs).toBeInViewport();

  release();
  await hydrated(page);
  await expect(page.locator('[data-tabs][data-hydrated]').first()).toBeAttached();
  await expect(symptoms).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  // And from then on, as before: another tab by click.
  await tabs.getByRole('tab', { name: 'Diagnosis' }).click();
  await expect(panel).toBeHidden();
  await expect(tabs.getByRole('tab', { name: 'Diagnosis' })).toHaveAttribute('aria-selected', 'true');
});
