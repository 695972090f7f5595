import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { enquiryContent } from '@/content/enquiry';
import { searchContent } from '@/content/search';
import { openDatabase, type Db } from '@/server/db/database';

import { chromiumLaunchOptions } from '../support/browser';
import { oneBuildAtATime } from '../support/build-lock';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { freePort } from '../support/ports';
import { reactAttached } from '../support/react-attached';
import { createTestStaff, totpCode } from '../support/staff';
import { startNginx, type StaticHost } from '../support/static-hosts';

/**
 * The split deployment of docs/deploying.md, as an operator sets it up: the export built with NEXT_PUBLIC_API_BASE
 * (out-split/), served by nginx with the generated config; the API on another origin with SERVE_SITE=false. In
 * Chromium at both widths: forms with and without JavaScript (a refused one fixed and stored once), search without
 * JavaScript, and the back office on the API's origin. SKIP_BUILD=1 reuses an earlier out-split/.
 */
const root = path.resolve(import.meta.dirname, '../..');
const exportDir = path.join(root, 'out-split');
const TIMEOUT = 600_000;
const widths = [390, 1280];

async function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`);
}

/** The API address an earlier build baked in, read back from its home page's policy. */
const builtApiBase = () =>
  /connect-src 'self' (http:\/\/127\.0\.0\.1:\d+)/.exec(readFileSync(path.join(exportDir, 'index.html'), 'utf8'))?.[1];

let apiBase: string;
let api: ChildProcess;
let site: StaticHost;
let database: TestDatabase;
let db: Db;
let browser: Browser;

beforeAll(async () => {
  if (process.env.SKIP_BUILD !== '1' || !existsSync(path.join(exportDir, '404.html')) || !builtApiBase()) {
    apiBase = `http://127.0.0.1:${await freePort()}`;
    const env = {
      EXPORT_DIR: 'out-split',
      NEXT_PUBLIC_API_BASE: apiBase,
      SKIP_NEXT_TYPECHECK: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    await oneBuildAtATime(() => run('npx', ['next', 'build'], env));
    for (const step of ['scripts/practice-files.ts', 'scripts/post-export.ts']) {
      await run('npx', ['tsx', '--import', './scripts/practice-hook.ts', step], env);
    }
  } else apiBase = builtApiBase()!;

  site = await startNginx(exportDir, `${exportDir}-hosts`);
  database = await createTestDatabase('sqlite');
  api = spawn(process.execPath, [path.join(root, 'dist/server/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: new URL(apiBase).port,
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      SERVE_SITE: 'false',
      SITE_DIR: exportDir,
      SITE_ORIGIN: site.baseUrl,
      ADMIN_ORIGIN: apiBase,
      // Plain http on loopback: the session cookie without Secure.
      ADMIN_INSECURE_COOKIES: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  createInterface({ input: api.stderr! }).on('line', (line) => console.error(`api: ${line}`));
  for (let i = 0; i < 100 && !(await fetch(`${apiBase}/readyz`).catch(() => null))?.ok; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  db = openDatabase(database.url);
  browser = await chromium.launch(chromiumLaunchOptions());
  // Its own export's build, after the rebrand test's when both run (tests/support/build-lock.ts).
}, 1_500_000);

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  api?.kill('SIGTERM');
  await site?.close();
  await database?.drop();
});

/** A tab at this width; what a visitor must never get (console errors, CSP violations) is collected. */
async function visit(width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // A refused form is answered 422, and the back office's session check before login is a 401: both expected.
    if (message.type() === 'error' && !/status of (422|401)/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

const storedEnquiries = async (firstName: string) =>
  (await db.selectFrom('enquiries').select('id').where('first_name', '=', firstName).execute()).length;

async function fillConsultation(page: Page, firstName: string, phone: string) {
  const form = page.getByRole('form', { name: enquiryContent.forms.consultation.heading });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Split');
  await form.getByLabel('Phone number', { exact: true }).fill(phone);
  await form.getByLabel('Email address').fill('ann@example.com');
  await form.getByLabel('Message').fill('My right knee has been painful on the stairs for three months.');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  return form;
}

describe('the site on nginx, the API on another origin', () => {
  for (const width of widths) {
    it(`${width} px, with JavaScript: an enquiry is sent across origins and stored`, { timeout: TIMEOUT }, async () => {
      const { page, problems, close } = await visit(width, true);
      const name = `Js${width}`;
      await page.goto(`${site.baseUrl}/`);
      // A click before React attaches would post the form without JavaScript: wait for it, as a person would see.
      await expect.poll(() => page.evaluate(reactAttached), { timeout: 20_000 }).toBe(true);
      const form = await fillConsultation(page, name, '01632 960001');
      await form.getByRole('button', { name: enquiryContent.submit }).click();
      await expect.poll(() => storedEnquiries(name), { timeout: 15_000 }).toBe(1);
      expect(problems).toEqual([]);
      await close();
    });

    it(
      `${width} px, without JavaScript: a refused enquiry comes back styled from the API, is fixed and stored once`,
      { timeout: TIMEOUT },
      async () => {
        const { page, problems, close } = await visit(width, false);
        const name = `NoJs${width}`;
        await page.goto(`${site.baseUrl}/`);
        const form = await fillConsultation(page, name, 'call me');
        await form.getByRole('button', { name: enquiryContent.submit }).click();

        await expect.poll(() => page.url()).toBe(`${apiBase}/send-enquiry`);
        // The answer links the site's stylesheet from the site's origin, with the practice's colours.
        const send = page.getByRole('button', { name: enquiryContent.submit });
        const colours = await send.evaluate((button) => [
          getComputedStyle(button).color,
          getComputedStyle(button).backgroundColor,
        ]);
        expect(colours[0]).not.toBe(colours[1]);
        expect(colours[1]).not.toMatch(/rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/);
        expect(await page.getByLabel('Website').isHidden()).toBe(true);
        const privacy = page.getByRole('link', { name: enquiryContent.consent.privacyLinkText });
        expect(await privacy.getAttribute('href')).toBe(`${site.baseUrl}${enquiryContent.consent.privacyHref}`);

        await page.getByLabel('Phone number', { exact: true }).fill('01632 960001');
        await send.click();
        // The API's 303 to the site's thank-you page is allowed by the answer's form-action.
        await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${site.baseUrl}/enquiry-sent`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(enquiryContent.sentPage.heading);
        expect(await storedEnquiries(name)).toBe(1);
        expect(problems).toEqual([]);
        await close();
      },
    );

    it(
      `${width} px, without JavaScript: search says it needs JavaScript and offers the topics`,
      { timeout: TIMEOUT },
      async () => {
        const { page, close } = await visit(width, false);
        const res = await page.goto(`${site.baseUrl}/search?q=knee`);
        expect(res?.status()).toBe(200);
        // (Playwright's text locators skip <noscript>, which a browser without JavaScript shows.)
        const note = page.locator('main noscript > p');
        expect(await note.isVisible()).toBe(true);
        expect(await note.textContent()).toContain(searchContent.needsJavaScript);
        expect(await page.getByRole('link', { name: searchContent.popularTopics[0].title }).first().isVisible()).toBe(
          true,
        );
        await close();
      },
    );

    it(
      `${width} px: staff reach the back office on the API's origin, log in and see the inbox`,
      { timeout: TIMEOUT },
      async () => {
        const staff = await createTestStaff(db);
        const { page, problems, close } = await visit(width, true);
        await page.goto(`${site.baseUrl}/admin`);
        await expect.poll(() => page.url()).toBe(`${apiBase}/admin`);
        await page.getByLabel('Email', { exact: true }).fill(staff.email);
        await page.getByLabel('Password', { exact: true }).fill(staff.password);
        await page.getByLabel('Code from your authenticator app').fill(await totpCode(staff.secret));
        await page.getByRole('button', { name: 'Log in' }).click();
        await page
          .getByRole('button', { name: /Log out/ })
          .first()
          .waitFor({ state: 'attached', timeout: 15_000 });
        expect(problems).toEqual([]);
        await close();
      },
    );
  }
});
