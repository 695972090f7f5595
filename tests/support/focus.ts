import type { Page } from '@playwright/test';

/** What a sighted keyboard user sees at one focus stop. */
export type FocusStop = {
  /** A short description of the focused element, for failure messages: tag, name and position. */
  element: string;
  /** A ring of at least 2 px whose colour stands out from the background behind the element by 3:1 or more. */
  visibleRing: boolean;
  ring: string;
  /** Fixed or sticky elements (not ancestors of the focused one) drawn over part of it. */
  coveredBy: string[];
};

/**
 * Presses Tab and reports the stop it lands on; null when focus has left the page (or is on the body).
 * Runs in the page: computed outline and box-shadow against the background composed from the ancestors, and the
 * topmost element at points inside the focused element's box.
 */
export async function tabToNextStop(page: Page): Promise<FocusStop | null> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;

    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba | null => {
      const m = colour.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const parts = m[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    // The colour behind the element: its ancestors' backgrounds composed from the page up.
    const layers: Rgba[] = [];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg && bg[3] > 0) layers.push(bg);
      if (bg && bg[3] === 1) break;
    }
    const behind = layers.reverse().reduce<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);

    const style = getComputedStyle(el);
    const rings: { width: number; colour: Rgba | null; what: string }[] = [];
    if (style.outlineStyle !== 'none' && style.outlineStyle !== 'hidden') {
      rings.push({ width: parseFloat(style.outlineWidth), colour: parse(style.outlineColor), what: 'outline' });
    }
    // Box shadows "rgb(...) 0px 0px 0px 2px": a spread ring with no offset or blur.
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = parse(shadow);
      const lengths = shadow
        .replace(/rgba?\([^)]*\)/, '')
        .trim()
        .split(/\s+/)
        .filter((part) => part.endsWith('px'))
        .map(parseFloat);
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      if (!shadow.includes('inset') && x === 0 && y === 0 && blur === 0 && spread > 0) {
        rings.push({ width: spread, colour, what: 'box-shadow' });
      }
    }
    const visibleRing = rings.some(
      (ring) => ring.width >= 2 && ring.colour !== null && ring.colour[3] > 0.9 && contrast(ring.colour, behind) >= 3,
    );

    const box = el.getBoundingClientRect();
    const coveredBy = new Set<string>();
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 30)}"`;
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (!top || el.contains(top) || top.contains(el)) continue;
        for (let node: Element | null = top; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') {
            if (!node.contains(el)) coveredBy.add(describe(node));
            break;
          }
        }
      }
    }

    return {
      element: `${describe(el)} at ${Math.round(box.left)},${Math.round(box.top + scrollY)}`,
      visibleRing,
      ring: rings.map((r) => `${r.what} ${r.width}px ${r.colour?.join(',')}`).join('; ') + ` on ${behind.join(',')}`,
      coveredBy: [...coveredBy],
    };
  });
}

/** Tabs through the page from the top, up to `limit` stops, and returns every stop. */
export async function tabThroughPage(page: Page, limit = 150): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    const stop = await tabToNextStop(page);
    if (!stop) break;
    if (stops.length > 0 && stops[0]!.element === stop.element) break;
    stops.push(stop);
  }
  return stops;
}
