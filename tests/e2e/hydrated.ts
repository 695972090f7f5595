import { expect, type Page } from '@playwright/test';

/**
 * Waits until React runs on the page (components/layout/hydration-mark.tsx). Its scripts load after the first
 * paint, so a test of what JavaScript adds (links kept on the page, the chat) waits as a patient's tap would not.
 */
export const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toBeAttached();
