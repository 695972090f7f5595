import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { physiotherapyDirectory } from '../../content/care/physiotherapy';
import { footerPolicyLinks } from '../../content/footer';
import { mapsSearchUrl } from '../../lib/physiotherapy';

const { centres } = physiotherapyDirectory;
const pageCounts = JSON.parse(readFileSync('content/documents/page-counts.json', 'utf8')) as Record<string, number>;
const centreNamed = (name: string) => centres.find((c) => c.name === name)!;

test.describe('physiotherapy directory', () => {
  test('shows each region with its subtitle and count of centres', async ({ page }) => {
    await page.goto('/PreAndPostcare/physiotherapy');
    for (const [name, subtitle, count] of [
      ['North Warwickshire', 'Including Coventry and surrounding areas', 2],
      ['Central Warwickshire', 'Including Warwick, Kenilworth, Leamington Spa, and Stoneleigh', 3],
      ['South Warwickshire', 'Including Stratford-upon-Avon and surrounding areas', 2],
    ] as const) {
      const region = page.getByRole('region', { name });
      await expect(region.getByText(subtitle, { exact: true })).toBeVisible();
      await expect(region.getByText(`${count} Centers Available`, { exact: true })).toBeVisible();
      await expect(region.locator('summary')).toHaveCount(count);
    }
  });

  test('opens and closes each centre independently of the others', async ({ page }) => {
    await page.goto('/PreAndPostcare/physiotherapy');
    const [first, second] = ['Larkfield Physiotherapy', 'Kingfisher Rehabilitation'].map((name) =>
      page.locator('details', { has: page.locator('summary', { hasText: name }) }),
    );
    const firstPhone = first!.getByRole('link', { name: centreNamed('Larkfield Physiotherapy').phone });
    const secondPhone = second!.getByRole('link', { name: centreNamed('Kingfisher Rehabilitation').phone });
    await expect(firstPhone).toBeHidden();

    await first!.locator('summary').click();
    await expect(firstPhone).toBeVisible();
    await expect(secondPhone).toBeHidden();

    await second!.locator('summary').click();
    await expect(secondPhone).toBeVisible();
    await expect(firstPhone).toBeVisible();

    await first!.locator('summary').press('Enter');
    await expect(firstPhone).toBeHidden();
    await expect(secondPhone).toBeVisible();
  });

  test('an open centre shows map, website, email and phone links, leaving out what it does not have', async ({
    page,
  }) => {
    await page.goto('/PreAndPostcare/physiotherapy');
    for (const centre of centres) {
      const card = page.locator('details', { has: page.locator('summary', { hasText: centre.name }) });
      await card.locator('summary').click();

      const map = card.getByRole('link', { name: `View on a map for ${centre.name} (opens in a new tab)` });
      await expect(map).toHaveAttribute('href', mapsSearchUrl(centre.address));
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(card.getByRole('link', { name: centre.phone })).toHaveAttribute(
        'href',
        `tel:${centre.phone.replace(/ /g, '')}`,
      );

      const email = card.locator('a[href^="mailto:"]');
      if (centre.email) await expect(email).toHaveAttribute('href', `mailto:${centre.email}`);
      else await expect(email).toHaveCount(0);

      const website = card.getByRole('link', { name: /^[a-z-]+\.example\.com \(opens in a new tab\)$/ });
      if (centre.website) {
        await expect(website).toHaveAttribute('href', centre.website);
        await expect(website).toHaveAttribute('target', '_blank');
      } else {
        await expect(website).toHaveCount(0);
      }
    }
  });

  test('lists the 2 brace providers with website, email and phone', async ({ page }) => {
    await page.goto('/PreAndPostcare/physiotherapy');
    const providers = page.getByRole('region', { name: 'Brace providers' }).getByRole('listitem');
    await expect(providers).toHaveCount(2);
    for (const provider of physiotherapyDirectory.braceProviders.providers) {
      const card = providers.filter({ hasText: provider.brand });
      await expect(card.getByText(`Contact: ${provider.contactPerson}`)).toBeVisible();
      await expect(card.locator(`a[href="mailto:${provider.email}"]`)).toBeVisible();
      await expect(card.locator(`a[href="${provider.website}"][target="_blank"]`)).toBeVisible();
      await expect(card.getByRole('link', { name: provider.phone })).toBeVisible();
    }
  });
});

test.describe('Useful Links', () => {
  test('each "Download PDF" saves the guide under its name, and the page count shown is the file\'s', async ({
    page,
  }) => {
    await page.goto('/UsefulLinks');
    const cards = page.getByRole('region', { name: 'Patient guides' }).getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      const title = (await card.getByRole('heading').textContent())!;
      const shownPages = Number(/PDF, (\d+) pages?/.exec((await card.textContent())!)![1]);
      // Chrome puts a space before the visually hidden part of the name: "Download PDF : {title}".
      const link = card.getByRole('link', { name: new RegExp(`^Download PDF\\s*: ${title}$`) });
      const fileName = (await link.getAttribute('download'))!;
      expect(fileName).toMatch(/\.pdf$/);

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      // The file served is the committed guide, whose page count build:documents recorded (and
      // scripts/build-documents.test.ts checks against a fresh rendering).
      const href = (await link.getAttribute('href'))!;
      const file = readFileSync((await download.path())!);
      expect(file.equals(readFileSync(path.join('public', href))), `${href} as served`).toBe(true);
      expect(shownPages, `pages of ${fileName}`).toBe(pageCounts[path.basename(href, '.pdf')]);

      const response = await page.request.get(href);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
  });

  test('each guide can be read as a web page with its review dates and sources', async ({ page }) => {
    await page.goto('/UsefulLinks');
    const link = page.getByRole('link', { name: /^Read it on this website\s*: Arthritis FAQ$/ });
    await link.click();
    await expect(page).toHaveURL(/\/guides\/arthritis-faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Arthritis FAQ' })).toBeVisible();
    await expect(page.getByText(/Page last reviewed:/)).toBeVisible();
    await expect(page.getByText('Written by the practice team, awaiting clinical review.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sources' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download PDF\s*: Arthritis FAQ$/ })).toHaveAttribute(
      'download',
      'Arthritis FAQ.pdf',
    );

    // Urgent help is the site's one box, reached from the contents: a hot swollen joint with a fever is 999/A&E.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'When to get help urgently' })
      .click();
    const box = page.getByRole('complementary', { name: 'When to get help urgently' });
    await expect(box).toBeInViewport();
    await expect(box).toContainText('Call 999 or go to A&E now if you have:');
    await expect(box).toContainText('hot, red and swollen and you have a high temperature');
    await expect(box.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    await expect(box.getByRole('link', { name: 'NHS 111' })).toHaveAttribute('href', 'tel:111');
  });
});

test.describe('MiOp app page', () => {
  test('links the app store and website in a new tab, with 4 common questions and 4 key features', async ({ page }) => {
    await page.goto('/PreAndPostcare/miop-app');
    for (const name of ['Download the MiOp app', 'Visit the MiOp website']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('region', { name: 'Common Questions' }).locator('summary')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Key Features' }).getByRole('heading', { level: 3 })).toHaveText([
      'Personalized Care Plan',
      'Progress Tracking',
      'Direct Communication',
      'Exercise Guidance',
    ]);
  });
});

// The footer is one component on every page (and routes.spec.ts checks every page's links resolve): one start page.
test('each trust page is reached from the footer and shows its review date', async ({ page }) => {
  for (const { label, href } of footerPolicyLinks) {
    await page.goto('/PreAndPostcare');
    await page.locator('footer').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Page last reviewed:/)).toBeVisible();
  }
});
