import type { Locator, Page } from '@playwright/test';

/** How long a finger or a mouse button stays down in a tap: long enough for a page to move under it. */
const HOLD_MS = 120;

/**
 * Presses where the element is at the moment the finger goes down, holds, and lifts at the same point, as a person
 * does: if the page moves the element between down and up, the tap lands elsewhere and the element gets no click.
 * (Playwright's locator.click() waits for the element to be still and aims at it again, which hides a shift.)
 * Touch on a touch project, the mouse otherwise. The element must be on screen: scroll it there first.
 */
export async function tapWhereItIs(page: Page, target: Locator, touch: boolean) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on the page');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (!touch) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(HOLD_MS);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(HOLD_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
