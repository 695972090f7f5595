/**
 * React 19.2 sends a completed Suspense boundary of more than 500 bytes out of its place once the first 12.8 KB
 * of a page have been written (a streaming server flushes the start of the page sooner): its content goes hidden
 * to the end of the body, `<div hidden id="S:1">`, and a script, `$RC("B:1","S:1")`, moves it into its place,
 * `<!--$?--><template id="B:1"></template><!--/$-->`. A prerendered page is sent whole, so this only costs: without
 * JavaScript the content never shows (a deferred form, components/ui/deferred-island.tsx). scripts/post-export.ts
 * puts each one back in its place, as the script would, leaving the completed boundary React hydrates
 * (`<!--$-->…<!--/$-->`).
 */

const moves = /\$RC\("(B:\d+)","(S:\d+)"\);?/g;

/** The end of the element whose content starts at `from` (after its `<div …>`): the index of its `</div>`. */
function closingDiv(html: string, from: number) {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  throw new Error('boundaries-in-place: an unclosed <div>');
}

export function boundariesInPlace(html: string): string {
  let out = html;
  for (const [call, boundary, segment] of html.matchAll(moves)) {
    const open = `<div hidden id="${segment}">`;
    const start = out.indexOf(open);
    const placeholder = `<!--$?--><template id="${boundary}"></template>`;
    if (start < 0 || !out.includes(placeholder)) throw new Error(`boundaries-in-place: ${call} moves nothing`);
    const end = closingDiv(out, start + open.length);
    const content = out.slice(start + open.length, end);
    out = out.slice(0, start) + out.slice(end + '</div>'.length);
    out = out.replace(placeholder, () => `<!--$-->${content}`).replace(call, '');
  }
  out = out.replace(/<script><\/script>/g, '');
  if (/<template id="B:|<div hidden id="S:|\$RC\("/.test(out)) {
    throw new Error('boundaries-in-place: content out of place that no $RC call moves');
  }
  return out;
}
