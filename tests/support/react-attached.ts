/**
 * Whether React has hydrated the page, read from the page alone (it runs in the browser: pass it to
 * `page.evaluate` or call it from an init script). Hydration gives each element React renders a `__reactFiber$…`
 * property as it completes it, in document order, and commits once the whole tree is done; so once the last
 * element of the body that React renders has it, the render is complete and the commit follows in the same task.
 * Scripts, styles and templates in the body are Next's, not React's. It needs nothing from the page, so the
 * benchmark measures an empty Next export the same way as ours, and tests wait for what a patient's tap needs.
 */
export function reactAttached() {
  const notReact = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'META', 'NEXT-ROUTE-ANNOUNCER']);
  const all = document.body?.getElementsByTagName('*') ?? [];
  for (let i = all.length - 1; i >= 0; i--) {
    if (notReact.has(all[i]!.tagName)) continue;
    return Object.keys(all[i]!).some((key) => key.startsWith('__reactFiber$'));
  }
  return false;
}
