import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from '../support/axe';

import { watchPage } from './watch';
import { expectCards, fixtureStories, perPage, serveStories } from './story-fixtures';

const newestFirst = [...fixtureStories].reverse().map((s) => s.name);

/** The list is client-rendered after the page's scripts load; a busy machine can take a few seconds. */
const listLoaded = (page: Page) => expect(page.getByText('Loading stories…')).toHaveCount(0, { timeout: 20_000 });

async function openStories(page: Page, query = '') {
  await page.goto(`/patient-success-stories${query}`);
  await listLoaded(page);
}

test.describe('the Patient Stories list', () => {
  test('summarises the ratings and pages the stories newest first', async ({ page, baseURL }) => {
    const guard = await watchPage(page, new URL(baseURL!).origin);
    await serveStories(page);
    await openStories(page);

    await expect(page.getByText('4.2', { exact: true })).toBeVisible();
    await expect(page.getByText('(10 reviews)')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Average rating 4.2 out of 5' })).toBeVisible();
    const distribution = page.getByRole('table', { name: 'How patients rated their care' });
    await expect(distribution.getByRole('row', { name: /^5 stars/ })).toContainText('50%');
    await expect(distribution.getByRole('row', { name: /^2 stars/ })).toContainText('10%');

    const size = perPage(page);
    await expectCards(page, newestFirst.slice(0, size));
    await expect(page.getByText(`Showing 1 to ${size} of 10 stories`)).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Story pages' });
    if (size === 6) {
      await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.ceil(10 / size));
      await pager.getByRole('button', { name: 'Next' }).click();
      await expectCards(page, newestFirst.slice(size, size * 2));
      await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    } else {
      // Phones: more stories below the ones read, rather than three a page.
      await expect(pager).toHaveCount(0);
      await page.getByRole('button', { name: 'Show 3 more stories' }).click();
      await expectCards(page, newestFirst.slice(0, size * 2));
      await expect(page.getByText(`Showing 1 to ${size * 2} of 10 stories`)).toBeVisible();
      await page.getByRole('button', { name: 'Show 3 more stories' }).click();
      await page.getByRole('button', { name: 'Show 1 more story' }).click();
      await expectCards(page, newestFirst);
      await expect(page.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
      await expect(page).toHaveURL(/[?&]page=4\b/);
    }
    if (size === 6) await expect(page).toHaveURL(/[?&]page=2\b/);

    // Avatars show initials; stars are read as one phrase.
    const first = page.locator('main article').first();
    await expect(first.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();

    // The page as it settles, from the top: the new page's cards are still rising into place for a moment after
    // the click, and axe would count a control scrolled half beneath the sticky header as a target too small (what
    // the header may cover is the felt-quality checks' job, tests/e2e/felt-quality.ts).
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.timeline !== document.timeline || a.playState === 'finished'),
    );
    expect(await axeViolations(page)).toEqual([]);
    guard.assertClean();
  });

  test('searches, filters by tab and category, resets as the spec says, and keeps it all in the URL', async ({
    page,
  }) => {
    await serveStories(page);
    await openStories(page);

    // All tab: name and text, case-insensitive.
    const search = page.getByRole('searchbox', { name: 'Search stories' });
    await search.fill('HIP');
    await expectCards(page, ['Erin E.', 'Brian B.']);
    await expect(page).toHaveURL(/[?&]q=HIP\b/);
    await search.fill('grace');
    await expectCards(page, ['Grace G.']);
    await search.fill('');

    // Changing the tab resets the page and the category.
    if (perPage(page) === 6) {
      await page.getByRole('navigation', { name: 'Story pages' }).getByRole('button', { name: 'Page 2' }).click();
    } else {
      await page.getByRole('button', { name: 'Show 3 more stories' }).click();
    }
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await page.getByRole('tab', { name: 'Treatments' }).click();
    await expect(page.getByRole('tab', { name: 'Treatments' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=treatments$/);
    const treatments = ['Jack J.', 'Isla I.', 'Grace G.', 'Erin E.', 'David D.', 'Brian B.', 'Alice A.'];
    await expectCards(page, treatments.slice(0, perPage(page)));

    const category = page.getByRole('combobox', { name: 'Treatment' });
    await category.selectOption('Hip Replacement');
    await expectCards(page, ['Erin E.', 'Brian B.']);
    await category.selectOption('Other');
    await expectCards(page, ['Isla I.']);

    // Conditions tab: its own list, category back to All; search over surgery type and text.
    await page.getByRole('tab', { name: 'Conditions' }).click();
    await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveValue('All');
    await page.getByRole('searchbox', { name: 'Search stories' }).fill('knee arthritis');
    await expectCards(page, ['Henry H.', 'Carol C.']);
    await page.getByRole('combobox', { name: 'Condition' }).selectOption('Knee Arthritis');
    await page.getByRole('searchbox', { name: 'Search stories' }).fill('physio');
    await expectCards(page, ['Carol C.']);
    await expect(page).toHaveURL(/tab=conditions/);
    await expect(page).toHaveURL(/category=Knee\+Arthritis/);

    // A shared address opens the same view, after a reload too.
    await page.reload();
    await listLoaded(page);
    await expect(page.getByRole('tab', { name: 'Conditions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveValue('Knee Arthritis');
    await expect(page.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('physio');
    await expectCards(page, ['Carol C.']);

    await page.getByRole('searchbox', { name: 'Search stories' }).fill('zzz');
    await expect(page.getByText('No stories found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  });

  test('opens a shared address on a later page', async ({ page }) => {
    await serveStories(page);
    await openStories(page, '?tab=treatments&page=2');
    const size = perPage(page);
    const treatments = ['Jack J.', 'Isla I.', 'Grace G.', 'Erin E.', 'David D.', 'Brian B.', 'Alice A.'];
    // Phones show the pages up to the one asked for.
    await expectCards(page, treatments.slice(size === 6 ? size : 0, size * 2));
    await page.getByRole('searchbox', { name: 'Search stories' }).fill('e');
    await expect(page).not.toHaveURL(/page=/);
  });

  test('a folded story shows whole lines: none is cut through its letters', async ({ page }) => {
    await serveStories(page, [
      ...fixtureStories.slice(0, 2),
      { ...fixtureStories[2]!, text: 'A long story about my knee, told over many lines. '.repeat(12) },
    ]);
    await openStories(page);
    const folded = page.locator('main article [id]').filter({ hasText: 'A long story about my knee' });
    const cut = await folded.evaluate((box) => {
      const { top, bottom } = box.getBoundingClientRect();
      const range = document.createRange();
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        range.selectNodeContents(text);
        lines.push(...range.getClientRects());
      }
      // A line of text that starts inside the fold and ends below it is cut through.
      return lines.filter((line) => line.top >= top && line.top < bottom - 1 && line.bottom > bottom + 1).length;
    });
    expect(cut).toBe(0);
    // Whole lines, as many as the spec's 75 px holds.
    const lines = await folded.evaluate((box) => box.clientHeight / parseFloat(getComputedStyle(box).lineHeight));
    expect(lines).toBeCloseTo(Math.round(lines), 1);
    expect(Math.round(lines)).toBeGreaterThanOrEqual(2);
  });

  test('opens and closes a long story with Read More / Read Less', async ({ page }) => {
    await serveStories(page);
    await openStories(page);
    const card = page.locator('main article').filter({ hasText: 'Jack J.' });
    const toggle = card.getByRole('button', { name: 'Read More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const collapsed = await card.locator('p.whitespace-pre-line').evaluate((el) => el.parentElement!.clientHeight);
    expect(collapsed).toBeLessThanOrEqual(75);
    await toggle.click();
    await expect(card.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    const expanded = await card.locator('p.whitespace-pre-line').evaluate((el) => el.parentElement!.clientHeight);
    expect(expanded).toBeGreaterThan(75);
  });
});

test.describe('when the stories cannot be loaded', () => {
  test('shows the sample story and says why', async ({ page }) => {
    await page.route('**/api/stories', (route) => route.abort('connectionrefused'));
    await openStories(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load stories' })).toContainText(
      'Failed to load stories. Displaying cached or sample data. Error: ',
    );
    const card = page.locator('main article').filter({ hasText: 'John D.' });
    await expect(card).toContainText('Total Knee Replacement');
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', '2024-03-10');
  });

  test('shows the stories cached on the last visit', async ({ page }) => {
    await serveStories(page);
    await openStories(page);
    await page.unroute('**/api/stories');
    await page.route('**/api/stories', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.reload();
    await listLoaded(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load stories' })).toHaveText(
      'Failed to load stories. Displaying cached or sample data. Error: The server answered with status 503.',
    );
    await expect(page.locator('main article h4').first()).toHaveText('Jack J.');
  });

  test('treats an answer that is not a list as invalid', async ({ page }) => {
    await serveStories(page, { stories: [] });
    await openStories(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load stories' })).toHaveText(
      'Failed to load stories. Displaying cached or sample data. Error: Received invalid data format from API.',
    );
  });
});

test.describe('Share Your Story!', () => {
  async function fillStory(page: Page, text: string) {
    await page.getByLabel('First name', { exact: true }).fill('Nora');
    await page.getByLabel('Last name', { exact: true }).fill('Example');
    await page.getByLabel('Phone', { exact: true }).fill('01632 960123');
    await page.getByLabel('Email', { exact: true }).fill('nora@example.com');
    await page.getByLabel('Date of your consultation').fill('2025-02-03');
    await page.getByLabel('Time of your consultation (optional)').selectOption('02:45 PM');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel('Which condition were you treated for?').selectOption('Other');
    await page.getByRole('textbox', { name: 'Please specify' }).fill('Baker’s cyst');
    await page.getByRole('textbox', { name: 'Your story' }).fill(text);
    // The rating by keyboard: into the group, then the arrow keys.
    await page.getByRole('radio', { name: '1 star', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.getByRole('checkbox', { name: /I agree to my story being published/ }).check();
  }

  test('sends a story: "Submitting..." while it goes, then the thank-you panel', async ({ page, baseURL }) => {
    const guard = await watchPage(page, new URL(baseURL!).origin);
    await page.route('**/api/submit-story', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await openStories(page);
    await fillStory(page, `A clear diagnosis at last. ${test.info().project.name} ${Date.now()}`);
    await page.getByRole('button', { name: 'Submit Your Story' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const thanks = page.getByRole('heading', { name: 'Thank You For Sharing Your Story!' });
    await expect(thanks).toBeFocused();
    await expect(
      page.getByText('Your submission has been sent for review. Once approved, it will appear on the website.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Submit Another Story' }).click();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
    guard.assertClean();
  });

  test('shows what is missing, tied to each field', async ({ page }) => {
    await openStories(page);
    await page.getByRole('button', { name: 'Submit Your Story' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Enter your email address' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/Enter your email address/);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Which treatment did you have?').selectOption('Other');
    await page.getByRole('button', { name: 'Submit Your Story' }).click();
    await expect(page.getByRole('link', { name: 'Tell us which treatment you had' })).toBeVisible();
    expect(await axeViolations(page, { include: '#share-your-story' })).toEqual([]);
  });

  test('keeps the story on this device when the server is down, says so, and sends it on the next visit', async ({
    page,
  }) => {
    await page.route('**/api/submit-story', (route) => route.abort('connectionrefused'));
    await openStories(page);
    await fillStory(page, 'Sent while offline.');
    await page.getByRole('button', { name: 'Submit Your Story' }).click();
    await expect(page.getByRole('heading', { name: 'Your story is saved on this device' })).toBeVisible();
    await expect(page.getByText(/has not been sent yet/)).toBeVisible();
    await expect(page.getByText('Thank You For Sharing Your Story!')).toHaveCount(0);
    const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingTestimonials') ?? '[]'));
    expect(pending).toHaveLength(1);

    // Next visit, the server is back: the kept story goes, and the visitor is told.
    await page.unroute('**/api/submit-story');
    const resent: unknown[] = [];
    await page.route('**/api/submit-story', async (route) => {
      resent.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' });
    });
    await page.reload();
    await expect(page.getByText('The story saved on this device has now been sent for review.')).toBeVisible();
    expect(resent).toEqual([expect.objectContaining({ firstName: 'Nora', otherCondition: 'Baker’s cyst', rating: 4 })]);
    expect(await page.evaluate(() => localStorage.getItem('pendingTestimonials'))).toBe('[]');
  });

  test('shows the treatment list for Yes, the condition list for No, and "Please specify" for Other', async ({
    page,
  }) => {
    await openStories(page);
    await expectBranching(page);
  });
});

/** The spec's branching, done in CSS so it works with and without JavaScript. */
async function expectBranching(page: Page) {
  const treatment = page.getByLabel('Which treatment did you have?');
  const condition = page.getByLabel('Which condition were you treated for?');
  // By role: only the box on show is in the accessibility tree.
  const specify = page.getByRole('textbox', { name: 'Please specify' });
  await expect(treatment).toBeHidden();
  await expect(condition).toBeHidden();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expect(treatment).toBeVisible();
  await expect(condition).toBeHidden();
  await expect(specify).toBeHidden();
  await treatment.selectOption('Other');
  await expect(specify).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await expect(treatment).toBeHidden();
  await expect(specify).toBeHidden();
  await condition.selectOption('Other');
  await expect(specify).toBeVisible();
}

test.describe('Share Your Story! without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says the list needs JavaScript, and the form still works: the right list for the answer', async ({ page }) => {
    await page.goto('/patient-success-stories');
    await expect(page.getByText(/^The list of patient stories needs JavaScript/)).toBeVisible();
    await expect(page.getByText(/To share your story another way, call 01632 960123/)).toBeVisible();
    await expect(page.getByText('Loading stories…')).toBeHidden();
    await expect(page.getByLabel('First name', { exact: true })).toBeEnabled();
    await expectBranching(page);
  });

  test('posts the story and lands on a thank-you page', async ({ page }) => {
    await page.goto('/patient-success-stories');
    await page.getByLabel('First name', { exact: true }).fill('Nora');
    await page.getByLabel('Last name', { exact: true }).fill('Example');
    await page.getByLabel('Phone', { exact: true }).fill('01632 960123');
    await page.getByLabel('Email', { exact: true }).fill('nora@example.com');
    await page.getByLabel('Date of your consultation').fill('2025-02-03');
    await page.getByLabel('Time of your consultation (optional)').selectOption('09:30 AM');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel('Which condition were you treated for?').selectOption('Knee Arthritis');
    await page.getByRole('textbox', { name: 'Your story' }).fill('Sent with JavaScript turned off.');
    await page.getByRole('radio', { name: '4 stars' }).click();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.getByRole('checkbox', { name: /I agree to my story being published/ }).check();
    await page.getByRole('button', { name: 'Submit Your Story' }).click();
    await expect(page).toHaveURL(/\/story-sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You For Sharing Your Story!');
    await expect(page.getByRole('link', { name: 'Submit Another Story' })).toHaveAttribute(
      'href',
      '/patient-success-stories#share-your-story',
    );
  });

  test('mistakes the browser cannot catch come back in field order, on a page of the site, with the answers kept', async ({
    page,
  }) => {
    await page.goto('/patient-success-stories');
    await page.getByLabel('First name', { exact: true }).fill('Nora');
    await page.getByLabel('Last name', { exact: true }).fill('Example');
    await page.getByLabel('Phone', { exact: true }).fill('call me');
    await page.getByLabel('Email', { exact: true }).fill('nora@example');
    await page.getByLabel('Date of your consultation').fill('2025-02-03');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Which treatment did you have?').selectOption('Other');
    await page.getByRole('textbox', { name: 'Your story' }).fill('Kept when the form comes back.');
    await page.getByRole('checkbox', { name: /I agree to my story being published/ }).check();
    await page.getByRole('button', { name: 'Submit Your Story' }).click();

    await expect(page).toHaveURL(/\/send-story$/);
    await expect(page).toHaveTitle(/^Error: Share Your Story!/);
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter a phone number, like 07700 900123',
      'Enter an email address in the correct format, like name@example.com',
      'Tell us which treatment you had',
    ]);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Nora');
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(page.getByLabel('Which treatment did you have?')).toHaveValue('Other');
    await expect(page.getByRole('textbox', { name: 'Your story' })).toHaveValue('Kept when the form comes back.');
    await expect(page.getByRole('checkbox', { name: /I agree to my story being published/ })).toBeChecked();
    const specify = page.getByRole('textbox', { name: 'Please specify' });
    await expect(specify).toHaveAccessibleDescription('Error: Tell us which treatment you had');

    // Corrected, it goes through.
    await page.getByLabel('Phone', { exact: true }).fill('01632 960123');
    await page.getByLabel('Email', { exact: true }).fill('nora@example.com');
    await specify.fill('Meniscus repair');
    await page.getByRole('button', { name: 'Submit Your Story' }).click();
    await expect(page).toHaveURL(/\/story-sent$/);
  });
});

// axe runs as a script, so the pages a browser without JavaScript gets are checked in a browser with it.
test('the story thank-you page and the "there is a problem" page are accessible', async ({ page }) => {
  await page.goto('/story-sent');
  expect(await axeViolations(page)).toEqual([]);
  await page.route('**/send-story', (route) =>
    route.continue({
      method: 'POST',
      postData: 'firstName=Nora&hadSurgery=false&condition=Other&rating=3',
      headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  expect((await page.goto('/send-story'))?.status()).toBe(422);
  await expect(page.getByRole('link', { name: 'Enter your last name' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
});
