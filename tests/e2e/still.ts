import type { Page } from '@playwright/test';

/**
 * Waits until the page has not scrolled for two animation frames: a person looks, or taps, once the page is still.
 * By then a smooth scroll (CSS scroll-behavior, a wheel) has ended and what a focus move scrolls (KeepFocusClear,
 * in the next frame) has been scrolled.
 */
export async function untilStill(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
}
