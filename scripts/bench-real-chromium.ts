/**
 * One page load in a real Chromium under applied throttling, for `npm run bench:lighthouse`: CDP network emulation
 * (1.6 Mbps down, 750 kbps up, 150 ms latency per request), CPU slowed 4 x, a fresh browser context (cold cache), a
 * phone's screen (Lighthouse's mobile: 412 x 823 CSS px at 1.75 dppx, touch). What the page reports is read from
 * inside it: first contentful paint and every largest-contentful-paint candidate (PerformanceObserver), when React
 * has attached to the page, and the bytes it had received by then (Resource Timing's transferSize, headers
 * included).
 *
 * "React attached": tests/support/react-attached.ts, polled every 20 ms. Each run also lists what it received
 * (the document and every resource: path, initiator type, transferSize, responseEnd), so BENCH_RESOURCES=1 can
 * print what makes up the bytes before hydration.
 */
import type { Browser } from '@playwright/test';

import { reactAttached } from '../tests/support/react-attached';

export type RealRun = {
  fcp: number;
  /** The final LCP candidate (nobody touches the page): its time, and what it was. */
  lcp: number;
  lcpElement: string;
  /** Candidates reported after the load event: a paint nobody waited for (a slideshow's next picture). */
  lateLcp: boolean;
  hydrated: number;
  bytesBeforeHydration: number;
  bytesTotal: number;
  /** The document first, then every resource in the order it finished arriving. */
  received: Received[];
};

type Received = { name: string; type: string; bytes: number; end: number };

/** What the probe keeps on the page's global object. */
type Probe = {
  __bench: { fcp: number; lcp: { t: number; el: string }[]; hydrated: number; bytesBeforeHydration: number };
  __benchBytes: (until: number) => number;
};

const probe = (attached: () => boolean) => {
  const state: Probe['__bench'] = { fcp: NaN, lcp: [], hydrated: NaN, bytesBeforeHydration: NaN };
  (globalThis as unknown as Probe).__bench = state;
  const describe = (element: Element | null, url: string) => {
    if (!element) return url ? `(removed) ${url.split('/').pop()}` : '(removed)';
    const name = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const text = url ? ` ${url.split('/').pop()}` : ` "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return `${name}${id}${text}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
      state.lcp.push({ t: entry.startTime, el: describe(entry.element, entry.url) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  const bytesSoFar = (until: number) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceResourceTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return (
      (navigation?.transferSize ?? 0) +
      resources.filter((r) => r.responseEnd <= until).reduce((sum, r) => sum + r.transferSize, 0)
    );
  };
  const poll = () => {
    if (attached()) {
      state.hydrated = performance.now();
      state.bytesBeforeHydration = bytesSoFar(state.hydrated);
    } else setTimeout(poll, 20);
  };
  poll();
  (globalThis as unknown as Probe).__benchBytes = bytesSoFar;
};

/** Loads `url` once and watches it for `watchMs` at least, and until React attached (at most 45 s). */
export async function measureReal(browser: Browser, url: string, watchMs: number): Promise<RealRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // tsx names the functions it compiles with a helper (__name) that the page does not have.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.addInitScript(`(${probe.toString()})(${reactAttached.toString()})`);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    for (;;) {
      const hydrated = await page.evaluate(() => !Number.isNaN((globalThis as unknown as Probe).__bench.hydrated));
      const elapsed = Date.now() - started;
      if ((hydrated && elapsed >= watchMs) || elapsed >= 45_000) break;
      await page.waitForTimeout(250);
    }
    return await page.evaluate(() => {
      const { __bench: state, __benchBytes: bytesSoFar } = globalThis as unknown as Probe;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const last = state.lcp.at(-1) ?? { t: NaN, el: '(none)' };
      return {
        fcp: state.fcp,
        lcp: last.t,
        lcpElement: last.el,
        lateLcp: state.lcp.some((c) => c.t > (navigation?.loadEventEnd ?? Infinity)),
        hydrated: state.hydrated,
        bytesBeforeHydration: state.bytesBeforeHydration,
        bytesTotal: bytesSoFar(Infinity),
        received: [...(navigation ? [navigation] : []), ...performance.getEntriesByType('resource')]
          .map((entry) => entry as PerformanceResourceTiming)
          .map((r) => ({
            name: r.name.replace(location.origin, ''),
            type: r.initiatorType,
            bytes: r.transferSize,
            end: r.responseEnd,
          }))
          .sort((a, b) => a.end - b.end),
      };
    });
  } finally {
    await context.close();
  }
}
