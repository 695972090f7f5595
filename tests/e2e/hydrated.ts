import { expect, type Page } from '@playwright/test';

import { reactAttached } from '../support/react-attached';

/**
 * Waits until React runs on the page (../support/react-attached.ts), for a test of what JavaScript adds (links kept
 * on the page, menus driven by script); a patient's tap before then gets what the page does without JavaScript.
 */
export const hydrated = (page: Page) => expect.poll(() => page.evaluate(reactAttached)).toBe(true);
