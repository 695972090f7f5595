import { expect, test, type Page } from '@playwright/test';

import { enquiryContent } from '../../content/enquiry';

const { forms } = enquiryContent;

/**
 * Home shows one enquiry form; the message and private consultation forms are a tap away under summaries that
 * name them, rather than three long forms in a row (issue 24). Native <details>: the same without JavaScript.
 */
async function expectOneFormThenTheOthersOnATap(page: Page) {
  await page.goto('/');
  const shown = page.getByRole('form');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAccessibleName(forms.consultation.heading);

  for (const form of ['contact', 'private-consultation'] as const) {
    const summary = page.locator('#contact summary').filter({ hasText: forms[form].heading });
    await expect(summary).toContainText(forms[form].intro);
    await summary.click();
    await expect(page.getByRole('form', { name: forms[form].heading }).getByLabel('First name')).toBeVisible();
  }
  // One folded form open at a time: opening the second closed the first.
  await expect(page.getByRole('form')).toHaveCount(2);
}

test('one enquiry form in view; the other two open from their summaries', async ({ page }) => {
  await expectOneFormThenTheOthersOnATap(page);
});

test('a link to the private consultation form opens it', async ({ page }) => {
  await page.goto('/');
  await page.locator('a[href="#book-private-consultation"]').click();
  await expect(page.getByRole('form', { name: forms['private-consultation'].heading })).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same: one form in view, the other two open from their summaries', async ({ page }) => {
    await expectOneFormThenTheOthersOnATap(page);
  });
});
