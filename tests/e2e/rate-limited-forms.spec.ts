import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { enquiryContent } from '../../content/enquiry';
import { practice } from '../../content/practice';
import { stories } from '../../content/stories';
import { stripMarks } from '../../lib/plain-text';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { fillStoryForm } from '../support/story-form';

import { hydrated } from './hydrated';

/**
 * A form refused as one of several sent in a short time (429) tells the patient when to try again, in minutes
 * from Retry-After, and offers the practice phone as a number to call: the enquiry and story forms, with
 * JavaScript (the form's own message) and without (the server's answer page). Issue 24: without JavaScript both
 * said "try again later", and the story form with JavaScript said the server was out of reach and kept the story.
 */

const phone = practice.privatePractice.phone;
const RETRY_MINUTES = 15;

/** The notice says the wait and links the number to call; `words` is the content's message with its marks. */
async function expectWaitAndPhone(notice: Locator, words: string) {
  await expect(notice).toContainText(stripMarks(words));
  await expect(notice).toContainText(`try again in ${RETRY_MINUTES} minutes`);
  await expect(notice.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s+/g, '')}`);
}

async function fillEnquiry(page: Page) {
  const form = page.getByRole('form', { name: enquiryContent.forms.consultation.heading });
  await form.getByLabel('First name').fill('Busy');
  await form.getByLabel('Last name').fill('Example');
  await form.getByLabel('Phone number', { exact: true }).fill('01632 960123');
  await form.getByLabel('Email address').fill('ann@example.com');
  await form.getByLabel('Message').fill('My right knee has been painful on the stairs for three months.');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  return form.getByRole('button', { name: enquiryContent.submit });
}

async function fillStory(page: Page) {
  await fillStoryForm(page, 'A clear diagnosis at last, and a knee I can kneel on.');
  return page.getByRole('button', { name: stories.form.submit });
}

test.describe('without JavaScript: the server’s answer page', () => {
  test.use({ javaScriptEnabled: false });

  // A server of its own that takes one of each form per client: the suite's server takes 100, which the other
  // tests, sent from the same address, rely on.
  let server: ServerProcess;
  let database: string;
  test.beforeAll(async () => {
    // Each worker is a process of its own: its id keeps the two widths' databases apart.
    database = path.join(tmpdir(), `site-e2e-429-${process.pid}.db`);
    server = await startServerProcess({
      DATABASE_URL: `file:${database}`,
      DEMO_DATA: 'true',
      ENQUIRY_RATE_LIMIT_MAX: '1',
      STORY_RATE_LIMIT_MAX: '1',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await rm(database, { force: true });
  });

  test('an enquiry sent again too soon says when to try again and offers the phone', async ({ page }) => {
    for (const attempt of ['accepted', 'refused']) {
      await page.goto(`${server.baseUrl}/`);
      await (await fillEnquiry(page)).click();
      if (attempt === 'accepted') await expect(page).toHaveURL(/\/enquiry-sent$/);
    }
    await expect(page).toHaveTitle(/^Error: /);
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expectWaitAndPhone(summary, enquiryContent.sendErrors.tooMany(RETRY_MINUTES));
  });

  test('a story sent again too soon says when to try again and offers the phone', async ({ page }) => {
    for (const attempt of ['accepted', 'refused']) {
      await page.goto(`${server.baseUrl}/patient-success-stories`);
      await (await fillStory(page)).click();
      if (attempt === 'accepted') await expect(page).toHaveURL(/\/story-sent$/);
    }
    await expect(page).toHaveTitle(/^Error: /);
    await expectWaitAndPhone(page.getByRole('alert'), stories.form.tooMany(RETRY_MINUTES));
  });
});

test('with JavaScript, a story refused as too many says when to try again and is not kept on the device', async ({
  page,
}) => {
  await page.route('**/api/submit-story', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': String(RETRY_MINUTES * 60) },
      json: { error: 'Too many requests' },
    }),
  );
  await page.goto('/patient-success-stories', { waitUntil: 'networkidle' });
  await hydrated(page);
  await (await fillStory(page)).click();
  const alert = page.locator('#share-your-story').getByRole('alert');
  await expectWaitAndPhone(alert, stories.form.tooMany(RETRY_MINUTES));
  await expect(page.getByRole('heading', { name: stories.form.queued.heading })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pendingTestimonials') ?? '[]')).toBe('[]');
  // Nothing typed is lost: the patient can send it later.
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Olive');
});
