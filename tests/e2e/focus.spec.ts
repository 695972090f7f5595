import { expect, test } from '@playwright/test';

import { tabThroughPage } from '../support/focus';

test.describe('keyboard focus', () => {
  test('every focus stop on the home page shows a ring of 2 px or more that stands out by 3:1', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const stops = await tabThroughPage(page);
    expect(stops.length).toBeGreaterThan(40);
    const unseen = stops.filter((stop) => !stop.visibleRing).map((stop) => `${stop.element}: ${stop.ring}`);
    expect(unseen, unseen.join('\n')).toEqual([]);
  });

  test('no fixed or sticky element covers the focused element on a long page, after scrolling', async ({ page }) => {
    test.slow();
    await page.goto('/Conditions/knee-arthritis');
    const stops = await tabThroughPage(page);
    expect(stops.length).toBeGreaterThan(20);
    const covered = stops
      .filter((stop) => stop.coveredBy.length > 0)
      .map((stop) => `${stop.element} under ${stop.coveredBy.join(', ')}`);
    expect(covered, covered.join('\n')).toEqual([]);
  });
});
