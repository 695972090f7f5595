import { expect, type Page } from '@playwright/test';

import { guardPage } from './guard';

const MISSING_RESOURCE = /Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

/**
 * guardPage (console errors, uncaught exceptions, CSP violations, third-party requests), less one line of noise:
 * Chromium logs a 404 for /favicon.ico, its own request, which the site does not serve yet and a test cannot
 * intercept. To make up for it, every request the page itself makes must not answer 404. `expected` lists console
 * errors a test provokes on purpose (such as the 401 of a wrong login).
 */
export async function watchPage(page: Page, origin: string, expected: RegExp[] = []) {
  const guard = await guardPage(page, origin);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(`404 from ${response.url()}`);
  });
  return {
    assertClean() {
      const problems = guard.problems.filter(
        (problem) => !MISSING_RESOURCE.test(problem) && !expected.some((pattern) => pattern.test(problem)),
      );
      expect([...problems, ...missing]).toEqual([]);
    },
  };
}
