import { expect, test, type Locator, type Page } from '@playwright/test';

import { enquiryContent } from '../../content/enquiry';
import { stories } from '../../content/stories';

import { tapWhereItIs } from './finger';
import { hydrated } from './hydrated';
import { untilStill } from './still';

/**
 * A refused form must hold still under the finger: after fixing what the summary listed, the patient taps Send
 * once, and that one tap sends. Leaving the corrected field must not move Send between finger-down and the click
 * (issue 24: errors that vanished on blur moved everything below them 70-290 px and the tap was lost).
 */

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

/** Fixes the field named by `label` (it keeps focus, as after typing) and taps Send where it is. */
async function fixThenTapOnce(page: Page, field: Locator, value: string, send: Locator) {
  await field.fill(value);
  await expect(field).toBeFocused();
  // A person taps once the page is still. On a busy machine the smooth scroll to the error summary (CSS
  // scroll-behavior) may still be running here: the likeliest cause, not proven, of this test's rare lost taps in
  // CI (about 1 run in 3-10). What the test guards, the page moving between finger-down and the click, happens after
  // the finger is down, so waiting for stillness before it hides none of that.
  await untilStill(page);
  // Send on screen without moving focus (a patient scrolls with the other hand, or it is already in view).
  await send.evaluate((button) => button.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await untilStill(page);
  await tapWhereItIs(page, send, test.info().project.use.hasTouch === true);
}

test('the consultation form: after a refused send, one tap on Send sends the corrected enquiry', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page);
  const form = page.getByRole('form', { name: enquiryContent.forms.consultation.heading });
  await form.getByLabel('Last name').fill('Example');
  await form.getByLabel('Phone number', { exact: true }).fill('01632 960001');
  await form.getByRole('combobox', { name: 'Email address' }).fill('ann@example.com');
  await form.getByLabel('Message').fill('My knee clicks on the stairs.');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  const send = form.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(form.getByRole('alert').getByRole('link')).toHaveText(['Enter your first name']);

  // A lost tap never posts: the wait is long only so a busy machine's slow answer is not taken for one.
  const posted = page.waitForResponse((res) => res.url().endsWith('/api/enquiries'), { timeout: 15_000 });
  await fixThenTapOnce(page, form.getByLabel('First name'), 'Steady', send);
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('heading', { name: enquiryContent.thankYou.heading })).toBeVisible();
});

test('the story form: after a refused submit, one tap on Submit sends the corrected story', async ({ page }) => {
  await page.goto('/patient-success-stories', { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.getByLabel('First name', { exact: true }).fill('Nora');
  await page.getByLabel('Last name', { exact: true }).fill('Example');
  await page.getByLabel('Phone', { exact: true }).fill('01632 960123');
  await page.getByLabel('Email', { exact: true }).fill('nora@example.com');
  await page.getByLabel('Date of your consultation').fill('2025-02-03');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('Which condition were you treated for?').selectOption('Knee Arthritis');
  await page.getByRole('checkbox', { name: /I agree to my story being published/ }).check();
  const submit = page.getByRole('button', { name: stories.form.submit });
  await submit.click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  // The story, near the button: its error is in view with it, where the browser's scroll anchoring cannot hide a shift.
  await expect(summary.getByRole('link')).toHaveText(['Tell us about your experience']);

  const posted = page.waitForResponse((res) => res.url().endsWith('/api/submit-story'), { timeout: 15_000 });
  const story = page.getByRole('textbox', { name: 'Your story' });
  await fixThenTapOnce(page, story, `Steady hands. ${test.info().project.name}`, submit);
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('heading', { name: stories.form.success.heading })).toBeVisible();
});
