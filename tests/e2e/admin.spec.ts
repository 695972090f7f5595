import { execFileSync } from 'node:child_process';

import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';

import { e2eDatabaseUrl } from '../../playwright.config';
import { axeViolations } from '../support/axe';
import { compiledEntry } from '../support/compiled';
import { fillStoryForm } from '../support/story-form';

import { feltQualityProblems } from './felt-quality';
import { watchPage } from './watch';

const PASSWORD = 'a long and private passphrase';

/** A staff account made with the real command (`npm run admin -- create`), on the test server's database. */
function createStaff() {
  const email = `staff-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const output = execFileSync(process.execPath, [compiledEntry('admin'), 'create', email], {
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl },
  });
  const secret = output.match(/Key: +([A-Z2-7]+)/)?.[1];
  if (!secret) throw new Error(`The admin command printed no key:\n${output}`);
  return { email, secret };
}

const codeFor = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

async function logIn(page: Page, staff: { email: string; secret: string }, code?: string) {
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(code ?? (await codeFor(staff.secret)));
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Goes to a back-office section by its link, through the Menu button where the links wait behind it (a phone). */
async function openSection(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name }).click();
}

/** A visitor with a fresh browser (nothing cached), looking for a story by a word only it contains. */
async function visitorSees(browser: Browser, baseURL: string, path: string, marker: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByText('Loading stories…')).toHaveCount(0, { timeout: 20_000 });
  const seen = await page.locator('main article').filter({ hasText: marker }).count();
  await context.close();
  return seen > 0;
}

test('a story sent on the site stays hidden until staff approve it in /admin, then shows on the list and the home page', async ({
  page,
  browser,
  baseURL,
}) => {
  // Five browser contexts and a command-line run: more than the default minute on a busy machine.
  test.slow();
  const marker = `Marker${Date.now()}${test.info().project.name}`;
  await page.goto('/patient-success-stories');
  await fillStoryForm(page, `My new hip has given me my walks back. ${marker}`);
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Your Story' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You For Sharing Your Story!' })).toBeVisible();

  expect(await visitorSees(browser, baseURL!, `/patient-success-stories?q=${marker}`, marker)).toBe(false);

  const staff = createStaff();
  const staffContext = await browser.newContext({ baseURL });
  const admin = await staffContext.newPage();
  // Opening /admin asks the server for a session; the browser logs the 401 before login, as expected.
  const guard = await watchPage(admin, new URL(baseURL!).origin, [/status of 401/]);
  await admin.goto('/admin/stories');
  await expect(admin.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  await logIn(admin, staff);
  await expect(admin.getByRole('heading', { name: 'Patient stories', level: 1 })).toBeVisible();
  const review = admin.getByRole('article').filter({ hasText: marker });
  await expect(review).toContainText('olive@example.com');
  await expect(review).toContainText('Olive T.');

  expect(await axeViolations(admin)).toEqual([]);

  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Approved Olive T.’s story' })).toBeVisible();
  guard.assertClean();
  await staffContext.close();

  expect(await visitorSees(browser, baseURL!, `/patient-success-stories?q=${marker}`, marker)).toBe(true);
  expect(await visitorSees(browser, baseURL!, '/', marker)).toBe(true);
});

test('login needs the password and the code from the app, and logout ends the session', async ({ page, baseURL }) => {
  const staff = createStaff();
  // The 401s of the session check before login and of the wrong code are expected.
  const guard = await watchPage(page, new URL(baseURL!).origin, [/status of 401/]);
  await page.goto('/admin');
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await logIn(page, staff, '000000');
  const problem = page.getByRole('alert').filter({ hasText: 'not right' });
  await expect(problem.getByRole('heading')).toHaveText('You could not be logged in');
  await expect(problem.getByText('The email address, password or code is not right.')).toBeVisible();
  await expect(problem).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);

  await logIn(page, staff);
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
  await openSection(page, 'Audit log');
  await expect(page.getByRole('cell', { name: 'login', exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  guard.assertClean();
});

test('the login page and every back-office view pass the felt-quality checks', async ({ page, baseURL }) => {
  // A login and five views, each tabbed through: more than the default minute on a busy machine.
  test.slow();
  const staff = createStaff();
  const guard = await watchPage(page, new URL(baseURL!).origin, [/status of 401/]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  const problems = (await feltQualityProblems(page)).map((problem) => `/admin (login): ${problem}`);

  await logIn(page, staff);
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
  // Every section's address, whether its link shows or waits behind the phone's Menu button.
  const sections = page.getByRole('navigation', { name: 'Back office' }).locator('a[href]');
  const views = await sections.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(views.length).toBeGreaterThan(1);
  for (const view of views) {
    await page.goto(view, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
    problems.push(...(await feltQualityProblems(page)).map((problem) => `${view}: ${problem}`));
  }
  expect(problems).toEqual([]);
  guard.assertClean();
});

test('the back-office bar fits the screen: one row of sections on a desktop, a Menu on a phone, "Log out" on one line', async ({
  page,
  baseURL,
}) => {
  const staff = createStaff();
  const guard = await watchPage(page, new URL(baseURL!).origin, [/status of 401/]);
  await page.goto('/admin/enquiries');
  await logIn(page, staff);
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Back office' });
  const links = nav.getByRole('link');
  const logOut = page.getByRole('button', { name: 'Log out' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  /** How many lines an element's text takes. */
  const lines = (element: typeof logOut) =>
    element.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
  const top = async (element: typeof logOut) => (await element.boundingBox())!.y;

  expect(await lines(logOut)).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  if (page.viewportSize()!.width < 640) {
    // The sections wait behind Menu, on the same row as "Log out".
    await expect(links.first()).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(Math.abs((await top(menu)) - (await top(logOut)))).toBeLessThan(2);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(links).toHaveText(['Overview', 'Stories', 'Enquiries', 'Outbox', 'Audit log']);
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      expect(await lines(link)).toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);
    await links.filter({ hasText: 'Outbox' }).click();
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();
  } else {
    // Every section in one row, beside "Log out".
    await expect(menu).toBeHidden();
    const tops = await Promise.all((await links.all()).map(top));
    expect(tops).toHaveLength(5);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
    expect(Math.abs(tops[0]! - (await top(logOut)))).toBeLessThan(2);
  }
  guard.assertClean();
});
