import type { Page } from '@playwright/test';

import { stories } from '@/content/stories';

/**
 * Fills in the story form of the Patient Stories page as a patient would (a hip replacement, five stars, consent
 * given), telling `story`; the caller sends it.
 */
export async function fillStoryForm(page: Page, story: string) {
  await page.getByLabel('First name', { exact: true }).fill('Olive');
  await page.getByLabel('Last name', { exact: true }).fill('Tester');
  await page.getByLabel('Phone', { exact: true }).fill('01632 960777');
  await page.getByLabel('Email', { exact: true }).fill('olive@example.com');
  await page.getByLabel('Date of your consultation').fill('2025-04-01');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Which treatment did you have?').selectOption('Hip Replacement');
  await page.getByRole('textbox', { name: 'Your story' }).fill(story);
  // A tap on the star: each radio covers the star drawn for it.
  await page.getByRole('radio', { name: stories.form.star(5) }).click();
  await page.getByRole('checkbox', { name: /I agree to my story being published/ }).check();
}
