import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { chromium, type Browser, type Page, type Request, type Response } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chatCopy } from '@/content/chat';
import { enquiryContent } from '@/content/enquiry';
import { searchContent } from '@/content/search';
import { stories } from '@/content/stories';
import { pageCspFromMeta } from '@/lib/csp';
import { openDatabase, type Db } from '@/server/db/database';
import { readSiteManifest, type SiteManifest } from '@/server/plugins/site-manifest';

import { chromiumLaunchOptions } from '../support/browser';
import { oneBuildAtATime } from '../support/build-lock';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { freePort } from '../support/ports';
import { reactAttached } from '../support/react-attached';
import { createTestStaff, totpCode } from '../support/staff';
import { startNginx, startPlainFileServer, type StaticHost } from '../support/static-hosts';
import { fillStoryForm } from '../support/story-form';

/**
 * The split deployment of docs/deploying.md, as an operator sets it up: the export built with NEXT_PUBLIC_API_BASE
 * (out-split/), served by nginx with the generated config; the API on another origin with SERVE_SITE=false. In
 * Chromium at both widths: every page loads clean under its policy; forms with and without JavaScript (a refused
 * one fixed and stored once); stories, chat and search; the back office on the API's origin, where staff approve a
 * story sent on the site. Then a file server without rewrite rules takes nginx's place, on the same origin, and
 * every page loads clean there too. SKIP_BUILD=1 reuses an earlier out-split/.
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
/** nginx, then the plain file server, on one origin: the API's SITE_ORIGIN. */
let site: StaticHost;
let sitePort: number;
let manifest: SiteManifest;
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

  manifest = readSiteManifest(exportDir);
  sitePort = await freePort();
  site = await startNginx(exportDir, `${exportDir}-hosts`, sitePort);
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

/** An address the site has no page for. */
const UNKNOWN_PAGE = '/no-such-page';

/**
 * What a visitor is expected to meet: the back office's session check before login, a refused form's answer, the
 * site's 404 page at an unknown address.
 */
const expectedFailure = (status: number, url: string) =>
  (status === 401 && url === `${apiBase}/api/admin/session`) ||
  (status === 422 && [`${apiBase}/send-enquiry`, `${apiBase}/send-story`].includes(url)) ||
  (status === 404 && url === `${site.baseUrl}${UNKNOWN_PAGE}`);

/**
 * A tab at this width, collecting what a visitor must never get: console errors, uncaught exceptions, CSP
 * violations, failed requests and requests to a third origin. `documents` are the answers the tab navigated to.
 */
async function visit(width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const problems: string[] = [];
  const documents: Response[] = [];
  page.on('console', (message) => {
    const failed = /status of (\d+)/.exec(message.text());
    if (message.type() !== 'error' || (failed && expectedFailure(Number(failed[1]), message.location().url))) return;
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    inFlight.add(request);
    if (![site.baseUrl, apiBase].includes(new URL(request.url()).origin))
      problems.push(`third party: ${request.url()}`);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  // A navigation cancels what the page before it still had in flight (net::ERR_ABORTED), and with JavaScript off
  // Chromium refuses to fetch scripts, naming it "csp" though no policy is involved: neither is a failure.
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const error = request.failure()?.errorText;
    if (error === 'net::ERR_ABORTED' || (!javaScriptEnabled && error === 'csp' && request.resourceType() === 'script'))
      return;
    problems.push(`${error}: ${request.url()} (${request.frame().url()})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !expectedFailure(response.status(), response.url())) {
      problems.push(`${response.status()} ${response.url()}`);
    }
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) documents.push(response);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    ),
  );
  return { page, problems, documents, inFlight, close: () => context.close() };
}

const succeeds = (wait: Promise<unknown>) =>
  wait.then(
    () => true,
    () => false,
  );

/** Every page of the export, as the site manifest lists them: the sitemap's, the legal pages, the back office. */
const everyRoute = () => Object.keys(manifest.pages).filter((route) => !['/404', '/_not-found'].includes(route));
const isBackOffice = (route: string) => route === '/admin' || route.startsWith('/admin/');

/**
 * Loads every page in one tab, as a visitor moving through the site, and returns what went wrong on each: not at
 * its address, not hydrated, its policy missing or not the export's, or anything `visit` collects. nginx answers
 * at the page's own address; a host without rewrites at its folder's (its own redirect, which
 * static-hosts.test.ts checks); the back office, on either, ends on the API's origin.
 */
async function loadEveryPage(width: number, pageAddress: (route: string) => string) {
  const { page, problems, documents, inFlight, close } = await visit(width, true);
  const failures: string[] = [];
  for (const route of everyRoute()) {
    problems.length = 0;
    const address = isBackOffice(route) ? `${apiBase}${route}` : pageAddress(route);
    await page.goto(`${site.baseUrl}${encodeURI(route)}`);
    const arrived = await succeeds(page.waitForURL(address, { timeout: 20_000 }));
    const settled = await succeeds(page.waitForLoadState('networkidle', { timeout: 15_000 }));
    const hydrated = await succeeds(page.waitForFunction(reactAttached, undefined, { timeout: 20_000 }));
    const answer = documents.at(-1)!;
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    // A host without rules sends no header of ours: the meta tag is the page's policy there.
    const policy = (await answer.headerValue('content-security-policy')) ?? (meta && pageCspFromMeta(meta));
    const wrong = [
      ...(arrived ? [] : [`ended at ${page.url()}`]),
      ...(settled ? [] : [`still loading ${[...inFlight].map((request) => request.url()).join(', ')}`]),
      ...(answer.status() === 200 ? [] : [`status ${answer.status()}`]),
      ...(hydrated ? [] : ['not hydrated']),
      ...(meta && policy === manifest.pages[route]!.csp ? [] : [`policy ${policy}`]),
      ...problems,
    ];
    failures.push(...wrong.map((problem) => `${route}: ${problem}`));
  }
  await close();
  return failures;
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

/** Whether a new visitor (nothing cached) finds the story with `marker` on the site's stories list. */
async function storyShown(width: number, marker: string) {
  const { page, problems, close } = await visit(width, true);
  await page.goto(`${site.baseUrl}/patient-success-stories?q=${marker}`);
  await page.getByText(stories.list.loading).waitFor({ state: 'detached', timeout: 20_000 });
  const shown = (await page.locator('main article').filter({ hasText: marker }).count()) > 0;
  expect(problems).toEqual([]);
  await close();
  return shown;
}

describe('the site on nginx, the API on another origin', () => {
  // Both widths at once, in two tabs: each waits on the network most of the time.
  describe.concurrent('every page', () => {
    for (const width of widths) {
      it(`${width} px: loads at its address, hydrated, under its policy, clean`, { timeout: TIMEOUT }, async () => {
        expect(await loadEveryPage(width, (route) => `${site.baseUrl}${encodeURI(route)}`)).toEqual([]);
      });
    }
  });

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
      `${width} px, without JavaScript: a refused story comes back from the API, is fixed and stored once`,
      { timeout: TIMEOUT },
      async () => {
        const { page, problems, close } = await visit(width, false);
        const marker = `NoJsStory${width}x${Date.now()}`;
        await page.goto(`${site.baseUrl}/patient-success-stories`);
        await fillStoryForm(page, `Walking the dog again without a stick. ${marker}`);
        // The browser takes this phone number; the server refuses it.
        await page.getByLabel('Phone', { exact: true }).fill('call me');
        await page.getByRole('button', { name: stories.form.submit }).click();

        await expect.poll(() => page.url()).toBe(`${apiBase}/send-story`);
        expect(await page.title()).toMatch(/^Error: /);
        await page.getByLabel('Phone', { exact: true }).fill('01632 960777');
        await page.getByRole('button', { name: stories.form.submit }).click();
        await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${site.baseUrl}/story-sent`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(stories.form.success.heading);
        const stored = await db
          .selectFrom('stories')
          .select('id')
          .where('original_text', 'like', `%${marker}%`)
          .execute();
        expect(stored).toHaveLength(1);
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

    it(`${width} px, with JavaScript: stories, chat and search work across origins`, { timeout: TIMEOUT }, async () => {
      const { page, problems, close } = await visit(width, true);
      await page.goto(`${site.baseUrl}/patient-success-stories`);
      await page.getByText(stories.list.loading).waitFor({ state: 'detached', timeout: 20_000 });
      expect(await page.locator('main article').count()).toBeGreaterThan(0);

      await page.goto(`${site.baseUrl}/search?q=knee`);
      const count = page.locator('#search-results').getByRole('heading', { level: 2 });
      await count.filter({ hasText: /^\d+ results? for “knee”$/ }).waitFor({ timeout: 20_000 });

      await page.goto(`${site.baseUrl}/AboutMe`);
      await page.getByRole('button', { name: chatCopy.launcherLabel }).click();
      const chat = page.getByRole('dialog', { name: chatCopy.title });
      await chat
        .getByRole('textbox', { name: chatCopy.inputLabel })
        .fill('How long is recovery after a half knee replacement?');
      await chat.getByRole('textbox', { name: chatCopy.inputLabel }).press('Enter');
      const source = chat.getByRole('log').getByRole('article').last().getByRole('link').first();
      await source.waitFor({ timeout: 20_000 });
      // The answer cites one of the site's pages, on the site's origin (not the API's).
      const cited = new URL((await source.getAttribute('href'))!, page.url());
      expect(cited.origin).toBe(site.baseUrl);
      expect(Object.keys(manifest.pages)).toContain(decodeURI(cited.pathname));
      expect(problems).toEqual([]);
      await close();
    });

    it(
      `${width} px: a story sent on the site is approved by staff on the API's origin, then shows on the site`,
      { timeout: TIMEOUT },
      async () => {
        const marker = `Split${width}x${Date.now()}`;
        const visitor = await visit(width, true);
        await visitor.page.goto(`${site.baseUrl}/patient-success-stories`);
        await expect.poll(() => visitor.page.evaluate(reactAttached), { timeout: 20_000 }).toBe(true);
        await fillStoryForm(visitor.page, `My new hip has given me my walks back. ${marker}`);
        await visitor.page.getByRole('button', { name: stories.form.submit }).click();
        await visitor.page.getByRole('heading', { name: stories.form.success.heading }).waitFor({ timeout: 15_000 });
        expect(visitor.problems).toEqual([]);
        await visitor.close();
        const story = await db
          .selectFrom('stories')
          .select(['id', 'status'])
          .where('original_text', 'like', `%${marker}%`)
          .executeTakeFirstOrThrow();
        expect(story.status).toBe('pending');
        expect(await storyShown(width, marker)).toBe(false);
        // Staff are told of it with the back office's address on the API's origin (ADMIN_ORIGIN), where it is.
        const mails = await db.selectFrom('mail_outbox').select(['subject', 'text_body']).execute();
        const told = mails.filter((mail) => mail.subject.includes('new patient story'));
        expect(told.length).toBeGreaterThan(0);
        for (const mail of told) expect(mail.text_body).toContain(`${apiBase}/admin/stories`);

        const staff = await createTestStaff(db);
        const { page, problems, close } = await visit(width, true);
        await page.goto(`${site.baseUrl}/admin/stories`);
        await expect.poll(() => page.url()).toBe(`${apiBase}/admin/stories`);
        await page.getByLabel('Email', { exact: true }).fill(staff.email);
        await page.getByLabel('Password', { exact: true }).fill(staff.password);
        await page.getByLabel('Code from your authenticator app').fill(await totpCode(staff.secret));
        await page.getByRole('button', { name: 'Log in' }).click();
        const review = page.getByRole('article').filter({ hasText: marker });
        await review.waitFor({ timeout: 15_000 });

        // The session as on one origin: a cookie only the API's host gets, out of scripts' reach, never sent
        // from another site; a change needs the session's CSRF token and the API's own origin, so a page of the
        // site cannot make one even holding the token.
        const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'admin_session');
        expect(cookie).toMatchObject({ domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Strict' });
        expect(problems).toEqual([]);
        const approve = `${apiBase}/api/admin/stories/${story.id}/approve`;
        const { csrfToken } = await page.evaluate(() => fetch('/api/admin/session').then((r) => r.json()));
        const post = ([url, token]: string[]) =>
          fetch(url!, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json', ...(token && { 'X-CSRF-Token': token }) },
            body: '{}',
          }).then(
            (answer) => answer.status,
            () => 'refused by the browser',
          );
        expect(await page.evaluate(post, [approve, ''])).toBe(403);
        const sitePage = await page.context().newPage();
        await sitePage.goto(`${site.baseUrl}/`);
        expect([403, 'refused by the browser']).toContain(await sitePage.evaluate(post, [approve, csrfToken]));
        await sitePage.close();
        problems.length = 0; // the refused call's 403, logged on purpose
        expect(
          (await db.selectFrom('stories').select('status').where('id', '=', story.id).executeTakeFirstOrThrow()).status,
        ).toBe('pending');

        await review.getByRole('button', { name: 'Approve' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: /^Approved .*story/ })
          .waitFor({ timeout: 15_000 });
        expect(problems).toEqual([]);
        await close();
        expect(await storyShown(width, marker)).toBe(true);
      },
    );
  }
});

describe('the site on a file server without rewrite rules, on the same origin, the API on another', () => {
  beforeAll(async () => {
    await site.close();
    site = await startPlainFileServer(exportDir, sitePort);
  });

  describe.concurrent('every page', () => {
    for (const width of widths) {
      it(
        `${width} px: loads at its folder's address, hydrated, under its policy, clean`,
        { timeout: TIMEOUT },
        async () => {
          const folder = (route: string) => `${site.baseUrl}${encodeURI(route)}${route === '/' ? '' : '/'}`;
          expect(await loadEveryPage(width, folder)).toEqual([]);
        },
      );
    }
  });

  for (const width of widths) {
    it(
      `${width} px: a wrong-case address moves on to its page; an unknown one gets the site's 404 page`,
      { timeout: TIMEOUT },
      async () => {
        const { page, problems, close } = await visit(width, true);
        await page.goto(`${site.baseUrl}/conditions/knee-arthritis`);
        await page.waitForURL(`${site.baseUrl}/Conditions/knee-arthritis/`, { timeout: 15_000 });
        const title = /<title>([^<]+)<\/title>/.exec(
          readFileSync(path.join(exportDir, 'Conditions/knee-arthritis/index.html'), 'utf8'),
        )?.[1];
        expect(await page.title()).toBe(title);

        const answer = await page.goto(`${site.baseUrl}${UNKNOWN_PAGE}`);
        expect(answer?.status()).toBe(404);
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor({ timeout: 15_000 });
        expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(1);
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
        await close();
      },
    );
  }
});
