import { expect, test, type Locator, type Page } from '@playwright/test';

import { enquiryContent } from '../../content/enquiry';
import { practice } from '../../content/practice';
import { axeViolations } from '../support/axe';

import { guardPage } from './guard';
import { hydrated } from './hydrated';

const { forms, thankYou, sendErrors } = enquiryContent;

const cases = [
  { form: 'consultation', heading: forms.consultation.heading, phoneLabel: 'Phone number' },
  { form: 'contact', heading: forms.contact.heading, phoneLabel: 'Phone number (optional)' },
  { form: 'private-consultation', heading: forms['private-consultation'].heading, phoneLabel: 'Phone number' },
] as const;

async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, { include })).toEqual([]);
}

// The site has no favicon yet (not this spec's concern): answer the browser's automatic request so its 404 does
// not hide what the guard is here to catch (console errors, CSP violations, third-party requests).
test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

/**
 * The form under `heading`, opened first when it is one of the contact section's folded forms (a native
 * <details>: a tap on its summary opens it, with or without JavaScript).
 */
async function openForm(page: Page, heading: string) {
  const folded = page.locator('#contact details').filter({ has: page.locator('summary', { hasText: heading }) });
  if ((await folded.count()) > 0 && (await folded.getAttribute('open')) === null) {
    await folded.locator('summary').click();
  }
  return page.getByRole('form', { name: heading });
}

async function fillDetails(form: Locator, firstName: string, phoneLabel: string) {
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Example');
  await form.getByLabel(phoneLabel, { exact: true }).fill('01632 960001');
  await form.getByLabel('Message').fill('My right knee has been painful on the stairs for three months.');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
}

for (const { form: formId, heading, phoneLabel } of cases) {
  test(`${heading}: fill in, pick an email suggestion by keyboard, send, thank-you panel, send another`, async ({
    page,
    baseURL,
  }) => {
    const guard = await guardPage(page, new URL(baseURL!).origin);
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page); // the summary, the suggestions and the inline errors come with JavaScript
    const form = await openForm(page, heading);
    await fillDetails(form, `E2E-${formId}`, phoneLabel);

    const email = form.getByRole('combobox', { name: 'Email address' });
    await email.pressSequentially('ann.smith');
    const suggestions = form.getByRole('listbox', { name: 'Email address suggestions' }).getByRole('option');
    await expect(suggestions).toHaveText([
      'ann.smith@gmail.com',
      'ann.smith@outlook.com',
      'ann.smith@hotmail.co.uk',
      'ann.smith@yahoo.co.uk',
      'ann.smith@icloud.com',
    ]);
    await expect(email).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, `#${formId}-email-suggestions`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(email).toHaveAttribute('aria-activedescendant', `${formId}-email-suggestions-1`);
    await page.keyboard.press('Enter');
    await expect(email).toHaveValue('ann.smith@outlook.com');
    await expect(form.getByRole('listbox')).toHaveCount(0);

    const answer = page.waitForResponse((res) => res.url().endsWith('/api/enquiries'));
    await form.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(201);
    const thanks = page.getByRole('heading', { name: thankYou.heading });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();

    await page.getByRole('button', { name: thankYou.again }).click();
    const again = page.getByRole('form', { name: heading });
    await expect(again.getByLabel('First name')).toBeFocused();
    await expect(again.getByLabel('First name')).toHaveValue('');
    await expect(again.getByRole('combobox', { name: 'Email address' })).toHaveValue('');
    guard.assertClean();
  });
}

test('a form with mistakes lists them in a summary that takes focus, shows each beside its field, and sends nothing', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page); // the summary, the suggestions and the inline errors come with JavaScript
  let posted = false;
  page.on('request', (request) => {
    if (/\/(api\/enquiries|send-enquiry)$/.test(request.url())) posted = true;
  });
  const form = page.getByRole('form', { name: forms.consultation.heading });
  await form.getByLabel('Last name').fill('Example');
  await form.getByRole('combobox', { name: 'Email address' }).fill('ann@example');
  await form.getByRole('button', { name: 'Send' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your first name',
    'Enter your phone number',
    'Enter an email address in the correct format, like name@example.com',
    'Enter your message',
    'Tick the box to agree to us using the information you send',
  ]);
  await summary.getByRole('link', { name: 'Enter your first name' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription('Error: Enter your first name');
  await expect(form.getByRole('combobox', { name: 'Email address' })).toHaveAccessibleDescription(
    'We will only use this to reply to you. Error: Enter an email address in the correct format, like name@example.com',
  );
  await expectNoAxeViolations(page, 'form');
  expect(posted).toBe(false);
});

test('after a failed send, an error stays until the next send: leaving a corrected field moves nothing', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page); // the summary, the suggestions and the inline errors come with JavaScript
  const form = page.getByRole('form', { name: forms.consultation.heading });
  await form.getByRole('button', { name: 'Send' }).click();
  // The summary takes focus first; the patient reads it, then goes to the field.
  await expect(form.getByRole('alert')).toBeFocused();
  const email = form.getByRole('combobox', { name: 'Email address' });
  await email.pressSequentially('ann@exa');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(email).toHaveAccessibleDescription(/Error: Enter your email address$/);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(email).toHaveAccessibleDescription(/Error: Enter an email address in the correct format/);
  await email.pressSequentially('mple.com');
  await page.keyboard.press('Tab');
  await expect(email).toHaveAccessibleDescription(/Error: Enter an email address in the correct format/);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(email).toHaveAccessibleDescription('We will only use this to reply to you.');
  await expect(form.getByRole('alert').getByRole('link', { name: /email/ })).toHaveCount(0);
});

test('what is typed before the page’s script runs is kept, and the form still sends', async ({ page }) => {
  // A slow phone: the scripts arrive after the patient has started typing.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = await openForm(page, forms['private-consultation'].heading);
  await fillDetails(form, 'Early', 'Phone number');
  await form.getByLabel('Email address').fill('early@example.com');
  release();
  await expect(form.getByRole('combobox', { name: 'Email address' })).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Early');
  await expect(form.getByRole('combobox', { name: 'Email address' })).toHaveValue('early@example.com');
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/enquiries'));
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('heading', { name: thankYou.heading })).toBeFocused();
});

test('a failed send says so inline, in the words of the spec', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page); // the summary, the suggestions and the inline errors come with JavaScript
  const form = await openForm(page, forms.contact.heading);
  await fillDetails(form, 'Failing', 'Phone number (optional)');
  await form.getByRole('combobox', { name: 'Email address' }).fill('ann@example.com');

  await page.route('**/api/enquiries', (route) => route.fulfill({ status: 503, body: '' }));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toHaveText(sendErrors.notOk);

  await page.unroute('**/api/enquiries');
  await page.route('**/api/enquiries', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toHaveText(sendErrors.network);
  // Nothing typed is lost.
  await expect(form.getByLabel('First name')).toHaveValue('Failing');
});

test('a refused send (too many) says when to try again and offers the practice phone', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page); // the summary, the suggestions and the inline errors come with JavaScript
  const form = page.getByRole('form', { name: forms.consultation.heading });
  await fillDetails(form, 'Busy', 'Phone number');
  await form.getByRole('combobox', { name: 'Email address' }).fill('ann@example.com');
  await page.route('**/api/enquiries', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '900' }, json: { error: 'Too many requests' } }),
  );
  await form.getByRole('button', { name: 'Send' }).click();
  const alert = form.getByRole('alert');
  // The content's words, its [number](tel:) mark shown as a link.
  await expect(alert).toHaveText(sendErrors.tooMany(15).replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'));
  await expect(alert).toContainText('try again in 15 minutes');
  const phone = practice.privatePractice.phone;
  await expect(alert.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s+/g, '')}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and lands on a thank-you page that says what happens next', async ({ page }) => {
    await page.goto('/');
    const form = await openForm(page, forms['private-consultation'].heading);
    await fillDetails(form, 'NoScript', 'Phone number');
    await form.getByLabel('Email address').fill('ann@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/enquiry-sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enquiryContent.sentPage.heading);
    await expect(page.getByRole('link', { name: enquiryContent.sentPage.homeLink })).toHaveAttribute('href', '/');
  });

  test('mistakes the browser cannot catch come back in field order, on a page of the site, with the values kept', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: forms.consultation.heading });
    await fillDetails(form, 'Kept', 'Phone number');
    await form.getByLabel('Phone number', { exact: true }).fill('call me');
    // The browser takes this address; the server wants a domain with a dot.
    await form.getByLabel('Email address').fill('ann@example');
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(page).toHaveURL(/\/send-enquiry$/);
    await expect(page).toHaveTitle(/^Error: Schedule Your Consultation!/);
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter a phone number, like 01632 960 001 or +44 7700 900 982',
      'Enter an email address in the correct format, like name@example.com',
    ]);
    await summary.getByRole('link', { name: 'Enter a phone number, like 01632 960 001 or +44 7700 900 982' }).click();
    const again = page.getByRole('form', { name: forms.consultation.heading });
    await expect(again.getByLabel('Phone number', { exact: true })).toBeFocused();
    await expect(again.getByLabel('First name')).toHaveValue('Kept');
    await expect(again.getByLabel('Phone number', { exact: true })).toHaveValue('call me');
    await expect(again.getByLabel('Phone number', { exact: true })).toHaveAccessibleDescription(
      'We may call you to arrange your appointment. Error: Enter a phone number, like 01632 960 001 or +44 7700 900 982',
    );
    await expect(again.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

    // Corrected, it goes through.
    await again.getByLabel('Phone number', { exact: true }).fill('01632 960001');
    await again.getByLabel('Email address').fill('ann@example.com');
    await again.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/enquiry-sent$/);
  });
});

// axe runs as a script, so the pages a browser without JavaScript gets are checked in a browser with it.
test('the thank-you page and the "there is a problem" page are accessible', async ({ page, baseURL }) => {
  const guard = await guardPage(page, new URL(baseURL!).origin);
  await page.goto('/enquiry-sent');
  await expectNoAxeViolations(page);

  // A plain form post with a mistake, as a browser without JavaScript sends it.
  const body = new URLSearchParams({
    form: 'contact',
    firstName: '<b>Ann</b>',
    lastName: '',
    email: 'ann@example.com',
    message: 'Hello',
    consent: 'true',
  }).toString();
  await page.route('**/send-enquiry', (route) =>
    route.continue({
      method: 'POST',
      postData: body,
      headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  const response = await page.goto('/send-enquiry');
  expect(response?.status()).toBe(422);
  await expect(page.getByRole('link', { name: 'Enter your last name' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('<b>Ann</b>');
  await expectNoAxeViolations(page);
  // Chromium logs any 4xx document as a failed load; that one is expected, nothing else is.
  expect(guard.problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
});
