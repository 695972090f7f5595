import { expect, test, type Locator, type Page } from '@playwright/test';

import { chatCopy } from '@/content/chat';
import { practice } from '@/content/practice';
import { redFlags, urgencyTiers } from '@/content/urgent-help';

import { axeViolations } from '../support/axe';

import { guardPage } from './guard';
import { untilStill } from './still';

const PAGE = '/AboutMe';

const launcher = (page: Page) => page.getByRole('button', { name: chatCopy.launcherLabel });
const panel = (page: Page) => page.getByRole('dialog', { name: chatCopy.title });
const input = (page: Page) => panel(page).getByRole('textbox', { name: chatCopy.inputLabel });
const log = (page: Page) => panel(page).getByRole('log');

async function openByKeyboard(page: Page) {
  await expect(launcher(page)).toBeVisible(); // shown once it works
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
}

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('element not laid out');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test.describe('chat assistant', () => {
  test('opens by keyboard, answers from our pages with sources, closes with Escape', async ({ page, baseURL }) => {
    const guard = await guardPage(page, new URL(baseURL!).origin);
    // The site has no favicon yet (not this feature's): Chromium asks for /favicon.ico on a longer visit.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto(PAGE);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

    await openByKeyboard(page);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).not.toHaveAttribute('aria-modal', /.*/);
    await expect(input(page)).toBeFocused();
    await expect(log(page)).toContainText(`${practice.surgeon.name}'s assistant`);
    await expect(panel(page).getByText(chatCopy.disclaimer)).toBeVisible();
    await expect(panel(page).getByRole('button', { name: chatCopy.sendLabel })).toBeDisabled();
    await input(page).fill('   ');
    await expect(panel(page).getByRole('button', { name: chatCopy.sendLabel })).toBeDisabled();

    await ask(page, 'How long is recovery after a half knee replacement?');
    await expect(input(page)).toHaveValue('');
    const reply = log(page).getByRole('article').last();
    // From the operation's main page, the one page per topic that comes first (issue 24).
    await expect(reply).toContainText('Hospital stay: walking with a frame or crutches');
    await expect(reply.locator('strong').first()).toBeVisible();
    await expect(reply.getByRole('link', { name: /^Partial knee replacement: Recovery/i })).toHaveAttribute(
      'href',
      '/Treatments/partial-knee-replacement#recovery-process',
    );
    await expect(reply.locator('time')).toHaveText(/^\d\d:\d\d$/);
    await expect(log(page).getByRole('article')).toHaveCount(3);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    guard.assertClean();
  });

  test('shows "Thinking..." and keeps Send disabled while waiting, then signposts a red flag', async ({ page }) => {
    // The answer is held back until the waiting state has been checked.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(PAGE);
    await openByKeyboard(page);
    await ask(page, 'I have chest pain since my knee operation');
    await expect(panel(page).getByRole('status')).toHaveText(chatCopy.thinking);
    await input(page).fill('another question');
    await expect(panel(page).getByRole('button', { name: chatCopy.sendLabel })).toBeDisabled();
    release();
    const reply = log(page).getByRole('article').last();
    await expect(reply).toContainText(urgencyTiers.emergency.action);
    await expect(reply).toContainText(redFlags['chest-pain'].text);
    await expect(reply).toContainText(chatCopy.emergencyLabel);
    await expect(panel(page).getByRole('status')).toHaveText('');
    await expect(panel(page).getByRole('button', { name: chatCopy.sendLabel })).toBeEnabled();
  });

  test('carries the conversation: a follow-up answered on its topic, a symptom told over two messages signposted', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await openByKeyboard(page);
    await ask(page, 'I had kneecap stabilisation surgery last week');
    await expect(log(page).getByRole('article')).toHaveCount(3);
    await ask(page, 'when can I drive?');
    await expect(log(page).getByRole('article')).toHaveCount(5);
    await expect(log(page).getByRole('article').last()).toContainText('2-4 weeks');

    await ask(page, "it's oozing yellow stuff and smells");
    const reply = log(page).getByRole('article').last();
    await expect(reply).toContainText(urgencyTiers.urgent.action);
    await expect(reply).toContainText(redFlags['wound-infection'].text);
    await expect(reply).toContainText(chatCopy.urgentLabel);
  });

  test('keeps the conversation in browser storage and clears it only after confirmation', async ({ page }) => {
    await page.goto(PAGE);
    await openByKeyboard(page);
    await ask(page, 'Do you accept Bupa?');
    await expect(log(page).getByRole('article')).toHaveCount(3);

    await page.reload();
    await openByKeyboard(page);
    await expect(log(page).getByRole('article')).toHaveCount(3);
    await expect(log(page)).toContainText('Do you accept Bupa?');

    await panel(page).getByRole('button', { name: chatCopy.clearLabel }).click();
    await expect(panel(page).getByText(chatCopy.clearConfirm)).toBeVisible();
    await expect(panel(page).getByRole('button', { name: chatCopy.clearNo })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page).getByText(chatCopy.clearConfirm)).toBeHidden();
    await expect(panel(page)).toBeVisible();
    await expect(log(page).getByRole('article')).toHaveCount(3);

    await panel(page).getByRole('button', { name: chatCopy.clearLabel }).click();
    await panel(page).getByRole('button', { name: chatCopy.clearYes }).click();
    await expect(log(page).getByRole('article')).toHaveCount(1);
    await expect(log(page)).not.toContainText('Bupa');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('chat-messages') ?? '[]') as { role: string }[],
    );
    expect(stored.map((m) => m.role)).toEqual(['system']);
  });

  test('has no accessibility violations with the panel open', async ({ page }) => {
    await page.goto(PAGE);
    await openByKeyboard(page);
    await ask(page, 'What is a knee osteotomy?');
    await expect(log(page).getByRole('article')).toHaveCount(3);
    await panel(page).getByRole('button', { name: chatCopy.clearLabel }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shows the apology when the service fails, and never renders HTML from a reply', async ({ page }) => {
    let call = 0;
    await page.route('**/api/chat', (route) => {
      call++;
      if (call === 1) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' });
      const done = {
        reply: 'Plain <img src="/api/placeholder/10/10" alt="injected"> and **bold**',
        sources: [],
        urgency: 'none',
      };
      return route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `event: done\ndata: ${JSON.stringify(done)}\n\n`,
      });
    });
    await page.goto(PAGE);
    await openByKeyboard(page);
    await ask(page, 'What is a chondroplasty?');
    await expect(log(page).getByRole('article').last()).toHaveText(
      new RegExp(chatCopy.errorReply.replace(/[.?]/g, '\\$&')),
    );
    await ask(page, 'What is a chondroplasty?');
    const reply = log(page).getByRole('article').last();
    await expect(reply.locator('strong')).toHaveText('bold');
    await expect(panel(page).locator('img')).toHaveCount(0);
  });

  test('loads the panel and react-markdown only when the launcher is first used', async ({ page }) => {
    // Each script's text is taken as its response arrives (reading it later, in the handler, raced the checks).
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    const hasMarkdown = async (from: number) =>
      (await Promise.all(scripts.slice(from))).some((s) => s.includes('skipHtml'));
    await page.goto(PAGE, { waitUntil: 'networkidle' });
    const before = scripts.length;
    expect(await hasMarkdown(0)).toBe(false);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect.poll(() => hasMarkdown(before)).toBe(true);
  });

  test('never covers "Back to top" or a focused element at the bottom of the page', async ({ page }) => {
    await page.goto(PAGE);
    await page.mouse.wheel(0, 20000);
    const backToTop = page.getByRole('link', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    await untilStill(page);
    expect(await overlaps(launcher(page), backToTop)).toBe(false);

    // Every link of the footer, the last things on the page, stays clear of both floating buttons when focused.
    for (const link of await page.locator('footer a').filter({ hasNotText: 'Back to top' }).all()) {
      await link.focus();
      await untilStill(page);
      const name = (await link.textContent()) ?? '';
      expect(await overlaps(launcher(page), link), name).toBe(false);
      expect(await overlaps(backToTop, link), name).toBe(false);
    }
  });
});
