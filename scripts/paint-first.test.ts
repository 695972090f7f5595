import { runInNewContext } from 'node:vm';

import { describe, expect, it, vi } from 'vitest';

import { hydrateAfterFirstPaint } from './paint-first';

const nextPage = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/><script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/page.js" async=""></script><script>document.documentElement.classList.add('js')</script><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body><h1>Knee pain</h1><script>self.__next_f.push([1,"payload"])</script><script src="/_next/static/chunks/main.js" async=""></script></body></html>`;

const loaderOf = (html: string) => html.match(/<script>(\(\(\)=>\{[\s\S]*?)<\/script><\/body>/)![1]!;

/** Runs a page's loader against a fake document: what it appends, and the paint observer it waits on. */
function runLoader(html: string, { hidden = false, paintTiming = true } = {}) {
  const appended: string[] = [];
  let onPaint: ((entries: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) | undefined;
  const timers: (() => void)[] = [];
  const context = {
    document: {
      hidden,
      addEventListener: vi.fn(),
      createElement: () => ({ src: '' }),
      body: { append: (script: { src: string }) => appended.push(script.src) },
    },
    globalThis: {},
    PerformanceObserver: undefined as unknown,
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => callback(),
  };
  if (paintTiming) {
    context.globalThis = {
      PerformanceObserver: Object.assign(
        function (callback: typeof onPaint) {
          onPaint = callback;
          return { observe: vi.fn(), disconnect: vi.fn() };
        },
        { supportedEntryTypes: ['paint'] },
      ),
    };
    context.PerformanceObserver = (context.globalThis as { PerformanceObserver: unknown }).PerformanceObserver;
  }
  runInNewContext(loaderOf(html), context);
  const paint = (name: string) =>
    onPaint?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: vi.fn() });
  return { appended, paint, runTimers: () => timers.splice(0).forEach((run) => run()) };
}

describe('hydrateAfterFirstPaint', () => {
  const page = hydrateAfterFirstPaint(nextPage);

  it('takes out the async scripts and their preloads, and keeps everything else', () => {
    expect(page).not.toMatch(/async=""|rel="preload" as="script"/);
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"/>');
    expect(page).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(page).toContain(`<script>document.documentElement.classList.add('js')</script>`);
    expect(page).toContain('<h1>Knee pain</h1><script>self.__next_f.push([1,"payload"])</script>');
  });

  it('adds the same scripts, in the same order, only once the first contentful paint is reported', () => {
    const run = runLoader(page);
    expect(run.appended).toEqual([]);
    run.paint('first-paint');
    expect(run.appended).toEqual([]);
    run.paint('first-contentful-paint');
    expect(run.appended).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/main.js',
    ]);
    run.runTimers();
    expect(run.appended).toHaveLength(3);
  });

  it('adds them at once in a hidden tab, after the next frame without paint timing, and after 5 s at the latest', () => {
    expect(runLoader(page, { hidden: true }).appended).toHaveLength(3);
    const withoutPaintTiming = runLoader(page, { paintTiming: false });
    withoutPaintTiming.runTimers();
    expect(withoutPaintTiming.appended).toHaveLength(3);
    const neverPainted = runLoader(page);
    neverPainted.runTimers();
    expect(neverPainted.appended).toHaveLength(3);
  });

  it('leaves a page without async scripts, or one already rewritten, as it is', () => {
    expect(hydrateAfterFirstPaint('<html><body><p>Hi</p></body></html>')).toBe('<html><body><p>Hi</p></body></html>');
    expect(hydrateAfterFirstPaint(page)).toBe(page);
  });
});
