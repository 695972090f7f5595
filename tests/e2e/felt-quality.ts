import type { Page } from '@playwright/test';

/**
 * What a keyboard user and a phone user meet on a page, measured in the real browser:
 * (a) every Tab stop shows a focus indicator (an outline or box-shadow at least 2 px thick, 3:1 against what is
 *     behind it) and no floating layer covers the focused element (WCAG 2.4.7, 2.4.11);
 * (b) no floating layer (fixed, sticky, or an absolutely placed group of controls) lies over text or a control at
 *     rest, scrolled to the middle and scrolled to the end;
 * (c) no horizontal scroll, and nothing wider than the viewport cut off by the page;
 * (d) tap targets at least 24 x 24 px, with the exceptions of WCAG 2.5.8 (a link in a sentence, an undersized
 *     target whose 24 px circle touches no other target);
 * (e) a pill-shaped button or link (fully rounded ends) keeps its label on one line ("Book a / consultation" is a
 *     broken pill);
 * (f) no line of text is cut through its letters by a box that hides its overflow (a clamped card);
 * (g) on a phone, the header keeps its controls in one row, each label on one line.
 * Returns one line per problem, naming the element by tag, text and selector; the caller names the route.
 */
export async function feltQualityProblems(page: Page, { tabWithin }: { tabWithin?: string } = {}): Promise<string[]> {
  await page.evaluate(installProbe);
  const problems: string[] = [];
  for (const position of ['rest', 'middle', 'end'] as const) {
    problems.push(...(await page.evaluate((at) => (window as unknown as Probed).__feltQuality.atScroll(at), position)));
  }
  problems.push(...(await tabThrough(page, tabWithin ?? null)));
  return problems;
}

/** More stops than any page of ours has: past this the loop is a keyboard trap, not a page. */
const MAX_FOCUS_STOPS = 400;

/**
 * Presses Tab and measures each stop, through a DevTools session of its own: Playwright's keyboard.press does the
 * same two key events with bookkeeping that doubles the cost of a step, and a page may have 150 stops. `within`:
 * a selector; the walk starts at that element and ends when focus leaves it.
 */
async function tabThrough(page: Page, within: string | null): Promise<string[]> {
  await page.evaluate((scope) => (window as unknown as Probed).__feltQuality.startTabbing(scope), within);
  const cdp = await page.context().newCDPSession(page);
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 };
  const problems: string[] = [];
  try {
    for (let stop = 1; stop <= MAX_FOCUS_STOPS; stop++) {
      // The two key events go together (one input queue keeps their order); the measurement waits for both.
      await Promise.all([
        cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }),
        cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }),
      ]);
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
        expression: 'window.__feltQuality.focusStop()',
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(`focus stop ${stop}: ${exceptionDetails.exception?.description}`);
      const { done, problems: found } = result.value as { done: boolean; problems: string[] };
      // Every page of ours has a skip link first: a walk that meets nothing did not walk (no silent pass).
      if (done) return stop === 1 ? ['Tab reached no element: the focus walk measured nothing'] : problems;
      problems.push(...found.map((problem) => `focus stop ${stop}: ${problem}`));
    }
    return [...problems, `Tab never left the page after ${MAX_FOCUS_STOPS} stops: a keyboard trap?`];
  } finally {
    await cdp.detach();
  }
}

type Probe = {
  atScroll(position: 'rest' | 'middle' | 'end'): Promise<string[]>;
  startTabbing(within: string | null): void;
  focusStop(): Promise<{ done: boolean; problems: string[] }>;
};

/** The page's window once installProbe ran (each page.evaluate runs in the page: it can reach only globals). */
type Probed = { __feltQuality: Probe };

/**
 * Runs in the page (page.evaluate, so the strict CSP is not involved): everything it needs is inside it.
 */
function installProbe() {
  type Rgba = [number, number, number, number];
  type Box = { left: number; top: number; right: number; bottom: number };
  type Layer = { root: Element; painted: Box[]; bar: 'top' | 'bottom' | null };

  const MIN_RING = 2;
  const MIN_CONTRAST = 3;
  const MIN_TARGET = 24;
  /** Overlaps thinner than this are anti-aliasing and rounding, not one thing over another. */
  const SLACK = 2;
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), ' +
    '[role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"]';

  // ---- describing elements --------------------------------------------------------------------------------------
  function selectorOf(element: Element): string {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 5;) {
      if (node.id) {
        parts.unshift(`#${CSS.escape(node.id)}`);
        break;
      }
      let part = node.tagName.toLowerCase();
      const parent: Element | null = node.parentElement;
      const same = parent ? [...parent.children].filter((child) => child.tagName === node!.tagName) : [];
      if (same.length > 1) part += `:nth-of-type(${same.indexOf(node) + 1})`;
      parts.unshift(part);
      node = parent;
    }
    return parts.join(' > ');
  }
  function describe(element: Element): string {
    const html = element as HTMLElement;
    const text = (element.getAttribute('aria-label') ?? html.innerText ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const shown = text || (element as HTMLInputElement).value || element.getAttribute('title') || '';
    return `<${element.tagName.toLowerCase()}> "${shown.slice(0, 60)}${shown.length > 60 ? '…' : ''}" (${selectorOf(element)})`;
  }

  // ---- colour ---------------------------------------------------------------------------------------------------
  // Computed colours may be oklch() and friends: a 1 px canvas turns any CSS colour into sRGB bytes.
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const colourCache = new Map<string, Rgba>();
  function rgba(colour: string): Rgba {
    let cached = colourCache.get(colour);
    if (!cached) {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      cached = [r!, g!, b!, a! / 255];
      colourCache.set(colour, cached);
    }
    return cached;
  }
  const over = (top: Rgba, bottom: Rgba): Rgba => [
    top[0] * top[3] + bottom[0] * (1 - top[3]),
    top[1] * top[3] + bottom[1] * (1 - top[3]),
    top[2] * top[3] + bottom[2] * (1 - top[3]),
    1,
  ];
  function luminance([r, g, b]: Rgba) {
    const channel = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  }
  function contrast(a: Rgba, b: Rgba) {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (l1! + 0.05) / (l2! + 0.05);
  }
  const hex = (c: Rgba) =>
    `#${c
      .slice(0, 3)
      .map((v) => Math.round(v).toString(16).padStart(2, '0'))
      .join('')}`;
  const COLOUR = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)|#[0-9a-f]{3,8}\b|transparent/gi;

  /**
   * What is painted at (x, y) under `element`'s descendants (`under` = under the element itself too): the colours
   * it may be (several for a gradient), or 'image' when a photo or a background image shows there.
   */
  function backdropAt(x: number, y: number, element: Element, under: boolean): Rgba[] | 'image' {
    const stack = document.elementsFromPoint(x, y).filter((e) => !element.contains(e) || (e === element && !under));
    let colours: Rgba[] = [[255, 255, 255, 1]];
    for (const element of stack.reverse()) {
      if (element instanceof HTMLImageElement || element instanceof HTMLVideoElement || element.tagName === 'CANVAS') {
        return 'image';
      }
      const style = getComputedStyle(element);
      if (style.backgroundImage !== 'none') {
        if (/url\(/.test(style.backgroundImage)) return 'image';
        const stops = style.backgroundImage.match(COLOUR)?.map(rgba) ?? [];
        colours = colours.flatMap((below) => stops.map((stop) => over(stop, below)));
      }
      const fill = rgba(style.backgroundColor);
      if (fill[3] > 0) colours = colours.map((below) => over(fill, below));
    }
    return colours;
  }

  // ---- geometry -------------------------------------------------------------------------------------------------
  const viewport = (): Box => ({
    left: 0,
    top: 0,
    right: document.documentElement.clientWidth,
    bottom: document.documentElement.clientHeight,
  });
  const EVERYWHERE: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  const boxOf = (r: DOMRect | Box): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  function intersect(a: Box, b: Box): Box | null {
    const box = {
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    };
    return box.right - box.left > SLACK && box.bottom - box.top > SLACK ? box : null;
  }
  const size = (b: Box) => `${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)} px`;
  const clipCache = new Map<Element, Box>();
  /** Where an element can show: the intersection of every ancestor that clips overflow (not the viewport). */
  function clipOf(element: Node): Box {
    const parent = element.parentElement;
    if (!parent || parent === document.body || parent === document.documentElement) return EVERYWHERE;
    let clip = clipCache.get(parent);
    if (!clip) {
      const style = getComputedStyle(parent);
      // A fixed element escapes its ancestors' clipping.
      clip = style.position === 'fixed' ? EVERYWHERE : clipOf(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const r = parent.getBoundingClientRect();
        clip = {
          left: style.overflowX === 'visible' ? clip.left : Math.max(clip.left, r.left),
          right: style.overflowX === 'visible' ? clip.right : Math.min(clip.right, r.right),
          top: style.overflowY === 'visible' ? clip.top : Math.max(clip.top, r.top),
          bottom: style.overflowY === 'visible' ? clip.bottom : Math.min(clip.bottom, r.bottom),
        };
      }
      clipCache.set(parent, clip);
    }
    return clip;
  }
  /** The part of an element's box on screen, or null. */
  const onScreen = (element: Element | Text, rect: DOMRect | Box = (element as Element).getBoundingClientRect()) => {
    const clipped = intersect(boxOf(rect), clipOf(element));
    return clipped && intersect(clipped, viewport());
  };
  const seen = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });

  // ---- floating layers ------------------------------------------------------------------------------------------
  /**
   * Fixed and sticky elements, and absolutely placed elements holding controls (slideshow controls, flyouts), each
   * with the boxes it paints: a transparent wrapper covers nothing. A full-width layer stacked against the top or
   * bottom edge of the viewport is a bar: content scrolls beneath it as it scrolls off screen.
   */
  function floatingLayers(): Layer[] {
    if (placedDirty) {
      // Walking every element's style is the costly part: done again only when the DOM changed.
      placed = [...document.body.querySelectorAll('*')].filter((e) => getComputedStyle(e).position !== 'static');
      placedDirty = false;
    }
    const layers: Layer[] = [];
    for (const element of placed) {
      const position = getComputedStyle(element).position;
      const floating =
        position === 'fixed' ||
        position === 'sticky' ||
        (position === 'absolute' && (element.matches(INTERACTIVE) || element.querySelector(INTERACTIVE) !== null));
      if (!floating || layers.some((layer) => layer.root.contains(element)) || !seen(element)) continue;
      const painted = paintedBoxes(element);
      if (painted.length) layers.push({ root: element, painted, bar: null });
    }
    markBars(layers);
    return layers;
  }
  /** Elements placed other than in the flow (absolute, fixed, sticky, relative), in document order. */
  let placed: Element[] = [];
  let placedDirty = true;
  new MutationObserver(() => (placedDirty = true)).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
  });
  function paintedBoxes(root: Element): Box[] {
    const boxes: Box[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.display === 'none') continue;
      const paints =
        rgba(style.backgroundColor)[3] > 0 ||
        style.backgroundImage !== 'none' ||
        ['IMG', 'SVG', 'svg', 'VIDEO', 'CANVAS', 'INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(element.tagName) ||
        [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim());
      if (!paints) continue;
      const box = onScreen(element);
      if (box) boxes.push(box);
    }
    return boxes;
  }
  function markBars(layers: Layer[]) {
    const full = layers.filter(({ root }) => {
      const r = root.getBoundingClientRect();
      return r.left <= 1 && r.right >= innerWidth - 1;
    });
    for (const [edge, start] of [
      ['top', 0],
      ['bottom', innerHeight],
    ] as const) {
      let reach = start;
      for (let grew = true; grew;) {
        grew = false;
        for (const layer of full) {
          if (layer.bar) continue;
          const r = layer.root.getBoundingClientRect();
          const touches =
            edge === 'top' ? r.top <= reach + 1 && r.bottom > reach : r.bottom >= reach - 1 && r.top < reach;
          if (touches) {
            layer.bar = edge;
            reach = edge === 'top' ? r.bottom : r.top;
            grew = true;
          }
        }
      }
    }
  }
  function coveredBy(box: Box, element: Element, layers: Layer[]): { layer: Layer; area: Box } | null {
    for (const layer of layers) {
      if (layer.root.contains(element) || element.contains(layer.root)) continue;
      for (const painted of layer.painted) {
        const area = intersect(box, painted);
        if (area && paintedAbove(layer.root, element, area)) return { layer, area };
      }
    }
    return null;
  }

  /**
   * Paint order where the two meet: the first of them in the hit-test stack is on top. A layer that takes no hits
   * (pointer-events: none) is taken to be on top: it is drawn, and nothing shows it is drawn beneath.
   */
  function paintedAbove(layer: Element, element: Element, area: Box): boolean {
    const stack = document.elementsFromPoint((area.left + area.right) / 2, (area.top + area.bottom) / 2);
    const layerAt = stack.findIndex((e) => layer.contains(e));
    const elementAt = stack.findIndex((e) => element.contains(e) || e === element);
    return elementAt < 0 || (layerAt >= 0 && layerAt < elementAt);
  }

  function fitsBetweenBars(element: Element, layers: Layer[]): boolean {
    const room = viewport();
    for (const { root, bar } of layers) {
      const r = root.getBoundingClientRect();
      if (bar === 'top') room.top = Math.max(room.top, r.bottom);
      if (bar === 'bottom') room.bottom = Math.min(room.bottom, r.top);
    }
    const r = element.getBoundingClientRect();
    return r.height <= room.bottom - room.top && r.width <= room.right - room.left;
  }
  /** No point of a 3 x 3 grid over the box hits the element first. */
  function hiddenWhole(box: Box, element: Element): boolean {
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = box.left + (box.right - box.left) * fx;
        const y = box.top + (box.bottom - box.top) * fy;
        const top = document.elementFromPoint(x, y);
        if (top && (element === top || element.contains(top))) return false;
      }
    }
    return true;
  }

  // ---- settling after a scroll or a key -------------------------------------------------------------------------
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  /** Ends CSS transitions (colours, reveals): we measure where things land, not the way there. */
  function finishTransitions() {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    clipCache.clear();
  }
  /** Lets scroll handlers and reveal-on-scroll observers run, then finishes what they started. */
  async function settle() {
    await frame();
    await frame();
    finishTransitions();
  }

  // ---- (b) overlaps, (c) horizontal scroll, (d) tap targets ---------------------------------------------------------
  function overlapProblems(where: string, layers: Layer[], checkBar: (bar: Layer['bar']) => boolean): string[] {
    const active = layers.filter((layer) => !layer.bar || checkBar(layer.bar));
    if (!active.length) return [];
    const problems = new Map<Element, string[]>();
    const note = (layer: Layer, what: string) => {
      const list = problems.get(layer.root) ?? [];
      if (!list.includes(what)) list.push(what);
      problems.set(layer.root, list);
    };
    const inLayer = (element: Element) => layers.some((layer) => layer.root.contains(element));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent!.trim() || inLayer(parent) || !seen(parent)) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        // The text's own element may clip it too (the 1 px box of visually hidden text).
        const line = onScreen(node as Text, rect);
        const hit = line && coveredBy(line, parent, active);
        if (hit) note(hit.layer, `text "${node.textContent!.trim().slice(0, 40)}" in ${describe(parent)}`);
      }
    }
    for (const control of document.querySelectorAll(INTERACTIVE)) {
      if (inLayer(control) || !seen(control)) continue;
      const box = onScreen(control);
      const hit = box && coveredBy(box, control, active);
      if (hit) note(hit.layer, `control ${describe(control)}`);
    }
    return [...problems].map(
      ([root, covered]) =>
        `${where}: ${describe(root)} lies over ${covered.slice(0, 4).join('; ')}${covered.length > 4 ? ` and ${covered.length - 4} more` : ''}`,
    );
  }

  function horizontalScrollProblems(where: string): string[] {
    const page = document.documentElement;
    const width = page.clientWidth;
    const wide: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (wide.some((w) => w.contains(element))) continue;
      const r = element.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      // What shows beyond the window's edges, once the element's own clipping ancestors have cut it.
      const shown = intersect(boxOf(r), clipOf(element));
      if (shown && (shown.right > width + 1 || shown.left < -1) && seen(element)) wide.push(element);
    }
    const problems = wide
      .slice(0, 4)
      .map((e) => `${where}: ${describe(e)} reaches ${Math.round(e.getBoundingClientRect().right)} px of ${width} px`);
    if (page.scrollWidth > width + 1) {
      problems.unshift(`${where}: the page scrolls sideways (${page.scrollWidth} px wide in a ${width} px window)`);
    }
    return problems;
  }

  function tapTargetProblems(): string[] {
    const targets = [...document.querySelectorAll(INTERACTIVE)].filter(
      (t) => !(t as HTMLButtonElement).disabled && t.checkVisibility({ visibilityProperty: true }),
    );
    const boxes = new Map(targets.map((t) => [t, boxOf(t.getBoundingClientRect())]));
    const small = targets.filter((t) => {
      const b = boxes.get(t)!;
      const [w, h] = [b.right - b.left, b.bottom - b.top];
      // 1 px boxes are the visually hidden (skip link before focus): nothing to tap.
      return w > 1 && h > 1 && (w < MIN_TARGET - 0.1 || h < MIN_TARGET - 0.1) && !inSentence(t);
    });
    // Targets in a fixed or sticky layer move against the page: how close they come is check (b)'s business.
    const movesWith = new Map(targets.map((t) => [t, floatingRootOf(t)]));
    const centre = (b: Box) => [(b.left + b.right) / 2, (b.top + b.bottom) / 2] as const;
    const problems: string[] = [];
    for (const target of small) {
      const [x, y] = centre(boxes.get(target)!);
      // WCAG 2.5.8 spacing: a 24 px circle on the target's centre meets no other target nor another small one's circle.
      const crowding = targets.find((other) => {
        if (other === target || other.contains(target) || target.contains(other)) return false;
        if (movesWith.get(other) !== movesWith.get(target)) return false;
        const b = boxes.get(other)!;
        if (b.right - b.left <= 1 || b.bottom - b.top <= 1) return false;
        if (small.includes(other)) {
          const [ox, oy] = centre(b);
          return Math.hypot(ox - x, oy - y) < MIN_TARGET;
        }
        const dx = Math.max(b.left - x, 0, x - b.right);
        const dy = Math.max(b.top - y, 0, y - b.bottom);
        return Math.hypot(dx, dy) < MIN_TARGET / 2;
      });
      if (crowding) {
        problems.push(
          `tap target ${describe(target)} is ${size(boxes.get(target)!)}, under 24 × 24 px and too close to ${describe(crowding)}`,
        );
      }
    }
    return problems;
  }
  const LABELLED = 'a[href], button, summary, [role="button"], [role="tab"]';
  /** How many lines a control's visible label takes: its text's line boxes start at how many heights. */
  function labelLines(control: Element): number {
    const range = document.createRange();
    const tops = new Set<number>();
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Visually hidden words (an icon button's name) are not on a line of the label.
      if (!node.textContent!.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) if (line.width > 1) tops.add(Math.round(line.top / 4));
    }
    return tops.size;
  }
  /** (e) Pills whose label breaks over lines. */
  function wrappedPillProblems(): string[] {
    const problems: string[] = [];
    for (const control of document.querySelectorAll(LABELLED)) {
      if (!seen(control)) continue;
      const r = control.getBoundingClientRect();
      // A pill: both ends fully rounded.
      if (r.height <= 1 || parseFloat(getComputedStyle(control).borderTopLeftRadius) < r.height / 2 - 1) continue;
      const lines = labelLines(control);
      if (lines > 1) problems.push(`the pill ${describe(control)} wraps its label over ${lines} lines`);
    }
    return problems;
  }

  /**
   * (f) Text cut through its letters: a line of text that a box clipping its overflow (hidden or clip: a clamped
   * card, a fixed-height panel) shows only part of, above or below. Not cut: a line clipped whole (a clamped
   * card's next line, a closed panel), text in a box that scrolls (the reader scrolls to it) or beyond a fixed
   * ancestor (which escapes the clipping of those outside it), visually hidden text, and text under a fade.
   */
  function cutTextProblems(): string[] {
    const cut: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && cut.length < 4; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent!.trim() || !seen(parent)) continue;
      let clip = { top: -Infinity, bottom: Infinity };
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowY === 'auto' || style.overflowY === 'scroll') break;
        // Shaped or visually hidden (clip-path: the skip link before focus), or faded out at its edge by a mask
        // (Read More, whose cut line is under the fade; its own tests judge it): not a hard cut through letters.
        if (style.clipPath !== 'none' || style.clip !== 'auto' || style.maskImage !== 'none') {
          clip = { top: 0, bottom: 0 };
          break;
        }
        if (style.overflowY === 'hidden' || style.overflowY === 'clip') {
          // Overflow is clipped at the padding box: inside the borders.
          const top = box.getBoundingClientRect().top + box.clientTop;
          clip = { top: Math.max(clip.top, top), bottom: Math.min(clip.bottom, top + box.clientHeight) };
        }
        if (style.position === 'fixed') break;
      }
      if (clip.bottom - clip.top <= 1) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const shown = Math.min(line.bottom, clip.bottom) - Math.max(line.top, clip.top);
        if (line.width > 1 && shown > SLACK && shown < line.height - SLACK) {
          const words = node.textContent!.replace(/\s+/g, ' ').trim().slice(0, 40);
          cut.push(
            `text "${words}" in ${describe(parent)} is cut through its letters (${Math.round(shown)} of ${Math.round(line.height)} px of a line shown)`,
          );
          break;
        }
      }
    }
    return cut;
  }

  /**
   * (g) On a phone (under 640 px), the page's header (what comes before <main>: the top bar, the banner) holds its
   * controls in one row, each label on one line ("Private Practice" over two lines made the header 116 px).
   */
  function headerRowProblems(): string[] {
    if (document.documentElement.clientWidth >= 640) return [];
    const problems: string[] = [];
    for (const strip of document.body.children) {
      if (strip.tagName === 'MAIN') break;
      const controls = [...strip.querySelectorAll(LABELLED)].filter(
        (control) => seen(control) && control.getBoundingClientRect().width > 1,
      );
      for (const control of controls) {
        const lines = labelLines(control);
        if (lines > 1) problems.push(`the header's ${describe(control)} wraps its label over ${lines} lines`);
      }
      const boxes = controls.map((control) => control.getBoundingClientRect());
      if (boxes.length && Math.max(...boxes.map((b) => b.top)) >= Math.min(...boxes.map((b) => b.bottom))) {
        problems.push(`the header's ${describe(strip)} holds its controls in more than one row`);
      }
    }
    return problems;
  }
  function floatingRootOf(element: Element): Element | null {
    for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(e).position)) return e;
    }
    return null;
  }
  /** WCAG 2.5.8's inline exception: a link within a line of other text, its height set by that text. */
  function inSentence(target: Element): boolean {
    if (getComputedStyle(target).display !== 'inline') return false;
    let block: Element | null = target.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/[\p{L}\p{N}]/u.test(node.textContent!)) continue;
      if (!node.parentElement!.closest(INTERACTIVE)) return true;
    }
    return false;
  }

  const toldTargets = new Set<string>();
  async function atScroll(position: 'rest' | 'middle' | 'end'): Promise<string[]> {
    const max = document.documentElement.scrollHeight - innerHeight;
    const top = { rest: 0, middle: Math.round(max / 2), end: max }[position];
    window.scrollTo({ top, behavior: 'instant' });
    await settle();
    const where = { rest: 'at rest', middle: 'scrolled to the middle', end: 'scrolled to the end' }[position];
    // A top bar hides for good only what sits under it at the top of the page; a bottom bar, at the end.
    const layers = floatingLayers();
    const problems = overlapProblems(where, layers, (bar) =>
      bar === 'top' ? position === 'rest' : position === 'end',
    );
    problems.push(...horizontalScrollProblems(where));
    if (position === 'rest') {
      problems.push(
        ...[...wrappedPillProblems(), ...cutTextProblems(), ...headerRowProblems()].map((p) => `${where}: ${p}`),
      );
    }
    if (position !== 'middle') {
      // Sizes rarely change with scrolling, but a control may appear (Back to top): each problem is told once.
      const fresh = tapTargetProblems().filter((p) => !toldTargets.has(p));
      fresh.forEach((p) => toldTargets.add(p));
      problems.push(...fresh.map((p) => `${where}: ${p}`));
    }
    return problems;
  }

  // ---- (a) focus stops ------------------------------------------------------------------------------------------
  /** The element whose look shows the focus: itself, a wrapper (:focus-within) or a sibling (peer-focus). */
  const showsFocusFor = (element: Element) =>
    [
      element,
      element.parentElement,
      element.parentElement?.parentElement,
      element.nextElementSibling,
      element.previousElementSibling,
      ...((element as HTMLInputElement).labels ?? []),
    ].filter((e): e is Element => !!e && e !== document.body);
  const look = (element: Element) => {
    const s = getComputedStyle(element);
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset} | ${s.boxShadow}`;
  };
  /** How each possible focus-showing element looks unfocused, to tell a focus indicator from a permanent border. */
  const unfocused = new WeakMap<Element, string>();
  const visited = new WeakSet<Element>();
  let lastScroll = 0;
  let previous: Element | null = null;

  /** The element the walk stays in (the whole document unless startTabbing names one). */
  let walkRoot: Element = document.documentElement;

  function startTabbing(within: string | null) {
    (document.activeElement as HTMLElement | null)?.blur();
    // Focus scrolls land at once, not by a smooth glide we would measure half-way.
    document.documentElement.style.scrollBehavior = 'auto';
    if (within) {
      const root = document.querySelector<HTMLElement>(within);
      if (!root) throw new Error(`no element matches ${within}`);
      // Focusing the root makes it the point the next Tab starts from (the skip link's target does the same).
      if (!root.hasAttribute('tabindex')) root.tabIndex = -1;
      root.focus({ preventScroll: true });
      walkRoot = root;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    lastScroll = 0;
    for (const element of walkRoot.querySelectorAll(INTERACTIVE)) {
      for (const shower of showsFocusFor(element)) if (!unfocused.has(shower)) unfocused.set(shower, look(shower));
    }
  }

  type Ring = { colour: Rgba; width: number; outset: number; inset: boolean };
  function ringsOf(element: Element): Ring[] {
    const style = getComputedStyle(element);
    const rings: Ring[] = [];
    const width = parseFloat(style.outlineWidth);
    if (!['none', 'hidden'].includes(style.outlineStyle) && width > 0) {
      const offset = parseFloat(style.outlineOffset) || 0;
      rings.push({ colour: rgba(style.outlineColor), width, outset: offset + width / 2, inset: offset < -width / 2 });
    }
    if (style.boxShadow !== 'none') {
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const colour = rgba(shadow.match(COLOUR)?.[0] ?? 'currentcolor');
        const [x = 0, y = 0, , spread = 0] = (shadow.replace(COLOUR, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat);
        const thickness = spread - Math.max(Math.abs(x), Math.abs(y));
        if (thickness > 0) {
          const inset = /\binset\b/.test(shadow);
          rings.push({ colour, width: thickness, outset: inset ? -thickness / 2 : thickness / 2, inset });
        }
      }
    }
    return rings.filter((ring) => ring.colour[3] > 0);
  }

  /** Is the ring, `outset` px outside the element's edge, on screen on at least one side? */
  function ringShows(element: Element, ring: Ring): { x: number; y: number } | null {
    const r = element.getBoundingClientRect();
    const clip = intersect(clipOf(element), viewport()) ?? viewport();
    const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    const inside = (x: number, y: number) => x >= clip.left && x <= clip.right && y >= clip.top && y <= clip.bottom;
    const points = [
      { x: r.left - ring.outset, y: cy },
      { x: r.right + ring.outset, y: cy },
      { x: cx, y: r.top - ring.outset },
      { x: cx, y: r.bottom + ring.outset },
    ];
    return points.find(({ x, y }) => inside(x, y)) ?? null;
  }

  function indicatorProblem(focused: Element): string | null {
    const found: string[] = [];
    for (const shower of showsFocusFor(focused)) {
      if (!seen(shower)) continue;
      if (unfocused.get(shower) === look(shower)) continue;
      const rings = ringsOf(shower).filter((ring) => ring.width >= MIN_RING - 0.01);
      if (!rings.length) continue;
      let best = 0;
      for (const ring of rings) {
        const at = ringShows(shower, ring);
        if (!at) {
          found.push(`a ${ring.width} px ring cut off by an ancestor's overflow`);
          continue;
        }
        const behind = backdropAt(at.x, at.y, shower, !ring.inset);
        if (behind === 'image') {
          // Over a photo no single colour is safe: two adjoining rings that contrast with each other (WCAG C40).
          const pair = rings.some((other) => other !== ring && contrast(other.colour, ring.colour) >= MIN_CONTRAST);
          if (pair) return null;
          found.push(`a one-colour ${ring.width} px ring (${hex(ring.colour)}) over an image`);
          continue;
        }
        const worst = Math.min(...behind.map((b) => contrast(over(ring.colour, b), b)));
        if (worst >= MIN_CONTRAST) return null;
        best = Math.max(best, worst);
        found.push(
          `a ${ring.width} px ring ${hex(over(ring.colour, behind[0]!))} at ${worst.toFixed(2)}:1 against ${hex(behind[0]!)}`,
        );
      }
    }
    const style = getComputedStyle(focused);
    return `no visible focus indicator on ${describe(focused)}: ${
      found.length
        ? found.join('; ')
        : `outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow}`
    }`;
  }

  async function focusStop(): Promise<{ done: boolean; problems: string[] }> {
    const focused = document.activeElement;
    if (!focused || focused === document.body || !walkRoot.contains(focused)) return { done: true, problems: [] };
    // Focus moving within a control's own parts (a video's play, mute, seek) stays on the control: measured once.
    if (focused === previous) return { done: false, problems: [] };
    if (visited.has(focused)) return { done: true, problems: [] };
    visited.add(focused);
    previous = focused;
    // A focus that scrolled the page lets scroll handlers run first (a frame); one that shows nothing yet may be
    // waiting for a reveal-on-scroll observer (two).
    if (scrollY !== lastScroll) await frame();
    lastScroll = scrollY;
    finishTransitions();
    if (!seen(focused)) await settle();
    const problems: string[] = [];
    const box = onScreen(focused);
    if (!box || !seen(focused)) {
      // Radios drawn as something else are transparent: what shows the focus is their drawing.
      const drawn = showsFocusFor(focused).some((e) => e !== focused && seen(e) && unfocused.get(e) !== look(e));
      if (!drawn) return { done: false, problems: [`${describe(focused)} takes focus but is not on screen`] };
    }
    const indicator = indicatorProblem(focused);
    if (indicator) problems.push(indicator);
    const layers = floatingLayers();
    const hit = box && coveredBy(box, focused, layers);
    // What cannot fit between the bars cannot show whole: for it, only hiding all of it counts (WCAG 2.4.11).
    if (hit && (fitsBetweenBars(focused, layers) || hiddenWhole(box, focused))) {
      problems.push(`${describe(focused)} is covered by ${describe(hit.layer.root)} over ${size(hit.area)}`);
    }
    return { done: false, problems };
  }

  (window as unknown as Probed).__feltQuality = { atScroll, startTabbing, focusStop };
}
