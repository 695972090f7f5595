/** Next's script loading, rewritten in each exported page so that the page paints before React loads (post-export). */
const asyncScript = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * Paint first, then hydrate. Next writes its chunks as `<script async>` (and preloads some): they download beside
 * the page's stylesheet and first image, and each runs the moment it arrives, so on a phone the first paint waits
 * for React's 150 KB. Here one inline script at the end of the body adds the same scripts once the browser reports
 * the first contentful paint (after the next frame where it cannot tell; at once in a hidden tab, which paints
 * nothing). The page itself is plain HTML that works without them: links, the menu's site map, forms that post.
 */
export function hydrateAfterFirstPaint(html: string) {
  const sources = [...html.matchAll(asyncScript)].map(([, src]) => src!);
  if (sources.length === 0) return html;
  const loader = `(()=>{
let added = false;
const add = () => {
  if (added) return;
  added = true;
  for (const src of ${JSON.stringify(sources)}) {
    const script = document.createElement('script');
    script.src = src;
    document.body.append(script);
  }
};
document.addEventListener('visibilitychange', add, { once: true });
if (document.hidden) add();
else if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    add();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(add, 5000);
} else requestAnimationFrame(() => setTimeout(add));
})()`.replace(/\n\s*/g, '');
  return html
    .replace(asyncScript, '')
    .replace(scriptPreload, '')
    .replace(/<\/body>(?![\s\S]*<\/body>)/, `<script>${loader}</script></body>`);
}
