import { expect, type Page, test } from '@playwright/test';

import { hydrated } from './hydrated';

/** Each project checks what its own screen shows: tabs from 1024 px, accordions below. */
const isDesktop = (page: Page) => page.viewportSize()!.width >= 1024;

test.describe('information pages', () => {
  test('FAQ: one answer open at a time; the open one closes again', async ({ page }) => {
    await page.goto('/Conditions/knee-arthritis');
    const faq = page.getByRole('region', { name: 'Questions about knee arthritis' });
    const first = faq.locator('details').nth(0);
    const second = faq.locator('details').nth(1);
    const firstAnswer = first.getByText('The ends of the bones in your knee', { exact: false });

    await expect(firstAnswer).toBeHidden();
    await first.locator('summary').click();
    await expect(firstAnswer).toBeVisible();

    await second.locator('summary').click();
    await expect(second.getByText('Exercise is one of the best treatments')).toBeVisible();
    await expect(firstAnswer).toBeHidden();

    await second.locator('summary').click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('FAQ answers are in the page without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/Treatments/hip-replacement');
    const question = page.locator('summary', { hasText: 'How long does a hip replacement last?' });
    await question.click();
    await expect(page.locator('details[open]')).toContainText('last 20 years');
    await context.close();
  });

  test('sections: tabs worked by keyboard on desktop, accordions on phones', async ({ page }) => {
    await page.goto('/Treatments/patellar-stabilization');
    await hydrated(page); // the tabs' keys come with JavaScript
    if (isDesktop(page)) {
      const overview = page.getByRole('tab', { name: 'Overview' });
      await expect(overview).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Overview' })).toContainText('medial patellofemoral ligament');
      await overview.focus();
      await page.keyboard.press('ArrowRight');
      const procedure = page.getByRole('tab', { name: 'Procedure' });
      await expect(procedure).toBeFocused();
      await expect(procedure).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Procedure' })).toContainText('Trochleoplasty');
      await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'Recovery' })).toHaveAttribute('aria-selected', 'true');
      // The phone accordion is not shown as well.
      await expect(page.locator('summary', { hasText: /^Procedure$/ })).toBeHidden();
    } else {
      await expect(page.getByRole('tablist')).toBeHidden();
      const item = page.locator('details', { has: page.locator('summary', { hasText: /^Procedure$/ }) });
      await expect(item.getByText('Trochleoplasty')).toBeHidden();
      await item.locator('summary').click();
      await expect(item.getByText('Trochleoplasty')).toBeVisible();
    }
  });

  test('non-surgical knee treatment opens on "Conservative Treatment"; the guide is one tab away (stacked on phones)', async ({
    page,
  }) => {
    await page.goto('/Treatments/non-surgical-treatment-for-knees');
    await hydrated(page); // the tabs switch with JavaScript
    const download = page.getByRole('link', { name: /^Download PDF\s*: Orthobiologics guide$/ });
    if (isDesktop(page)) {
      await expect(page.getByRole('tab', { name: 'Conservative Treatment' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'Questions about treatment without surgery' })).toBeVisible();
      await expect(download).toBeHidden();
      await page.getByRole('tab', { name: 'Orthobiologics Guide' }).click();
      await expect(download).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Questions about treatment without surgery' })).toBeHidden();
    } else {
      await expect(page.getByRole('heading', { level: 2, name: 'Conservative Treatment' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Orthobiologics Guide' })).toBeVisible();
      await expect(download).toBeVisible();
    }
    await expect(download).toHaveAttribute('download', 'Orthobiologics guide.pdf');
  });

  test('partial knee replacement: the recovery timeline, side by side on desktop and one under another on phones', async ({
    page,
  }) => {
    await page.goto('/Treatments/partial-knee-replacement');
    const steps = page.getByRole('region', { name: 'Recovery Process' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toContainText('Days 1-3');
    await expect(steps.last()).toContainText('Months 3-6');
    const [a, b] = [await steps.nth(0).boundingBox(), await steps.nth(1).boundingBox()];
    if (page.viewportSize()!.width >= 768) expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    else expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  });

  test('partial knee replacement: the three guides download under their names', async ({ page }) => {
    await page.goto('/Treatments/partial-knee-replacement');
    const resources = page.getByRole('region', { name: 'Additional Resources' });
    await expect(resources.getByRole('heading', { level: 3 })).toHaveText([
      'Your Guide to Knee Replacement',
      'Mako Robotic-Arm Assisted Surgery for PKR',
      'Partial Knee Patient Brochure',
    ]);
    const downloadPromise = page.waitForEvent('download');
    await resources.getByRole('link', { name: /^Download PDF\s*: Partial Knee Patient Brochure$/ }).click();
    const file = await downloadPromise;
    expect(file.suggestedFilename()).toBe('Partial Knee Patient Brochure.pdf');
  });

  test('procedure pages answer at the encoded addresses a browser sends', async ({ page }) => {
    for (const [path, heading] of [
      ['/knee-procedures/nstride%C2%AE-aps', /NStride® APS/],
      ['/knee-procedures/knee---mua', /manipulation/i],
      ['/knee-procedures/acl-(anterior-cruciate-ligament)-repair', /ACL/],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('the knee procedures page links every group and holds a working message form', async ({ page }) => {
    await page.goto('/knee-procedures');
    await expect(page.getByRole('region', { name: 'Arthroscopic procedures' }).getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Joint Replacement procedures' }).getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Other procedures' }).getByRole('link')).toHaveCount(8);
    const form = page.getByRole('form', { name: 'Send a message' });
    // A real form: without JavaScript it posts to a page our server answers.
    await expect(form).toHaveAttribute('action', /\/send-enquiry$/);
    await expect(form.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });
});
