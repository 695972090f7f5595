/**
 * `experimental.inlineCss` (next.config.ts) puts the stylesheet in each page's head as a `<style>`, which is what
 * we want, but Next 16.4 also writes the same text into the page's RSC payload twice (the root layout's styles and
 * global-error's; vercel/next.js issues 95141 and 98079, fixes not released): a 246 KB document for 55 KB of CSS,
 * parsed on every load, and a copy in every `.txt` payload a link prefetches. scripts/post-export.ts takes the
 * copies out of the payloads, leaving what React needs:
 *
 * - in a document's inline payload, the style element stays with empty text: on hydration React adopts the
 *   `<style data-href>` already in the head (a hoistable style is looked up by its href; its text is only used to
 *   create one that is missing), so the page's head must have it, which is checked;
 * - in a `.txt` payload (a client-side navigation), the style element becomes the `<link rel="stylesheet">` Next
 *   itself sends for an RSC request (app-render/render-css-resource.ts): React reuses the style already in the
 *   document under the same href, or fetches the file when the document has not got it.
 *
 * A payload is a sequence of rows `<id>:<row>`; a text row is `<id>:T<byte length in hex>,<text>` with no line
 * end, every other row ends at a newline.
 */

/** The stylesheets Next inlines, by the href it gives them: `/_next/static/chunks/x.css` -> the file's text. */
export type Stylesheets = ReadonlyMap<string, string>;

type Edit = { start: number; end: number; replacement: string };

// A style element with flat props (the nonce is left out of segment payloads); its text is a reference: "$<row id>".
const styleElement = /\["\$","style",("[^"]*"|null),(\{[^{}[\]]*\})\]/g;
type StyleProps = { precedence?: unknown; href?: unknown; children?: unknown };
const textRowHeader = /^([0-9a-f]+):T([0-9a-f]+),/;
const lengthRowHeader = /^[0-9a-f]+:[A-Za-z][0-9a-f]*,/;

/** The payload's rows: byte ranges in `payload`. Throws on a row kind it cannot delimit safely. */
function rowsOf(payload: Buffer) {
  const rows: { start: number; end: number; textId?: string; text?: string }[] = [];
  let at = 0;
  while (at < payload.length) {
    const head = payload.subarray(at, at + 32).toString('latin1');
    const text = textRowHeader.exec(head);
    if (text) {
      const textStart = at + text[0].length;
      const end = textStart + parseInt(text[2]!, 16);
      rows.push({ start: at, end, textId: text[1]!, text: payload.subarray(textStart, end).toString('utf8') });
      at = end;
      continue;
    }
    // Other length-prefixed rows (binary data) would be misread as lines: stop rather than corrupt a payload.
    if (lengthRowHeader.test(head)) throw new Error(`inlined-css: an unexpected length-prefixed row: ${head}`);
    const newline = payload.indexOf(0x0a, at);
    const end = newline < 0 ? payload.length : newline + 1;
    rows.push({ start: at, end });
    at = end;
  }
  return rows;
}

/**
 * The edits that take the inlined stylesheets' text out of one payload. `document`: the payload is inside an HTML
 * page (style elements keep their href, their text becomes ""); otherwise it is a `.txt` payload (style elements
 * become stylesheet links). Also returns the hrefs of the style elements whose text was taken out.
 */
function edits(payload: Buffer, stylesheets: Stylesheets, document: boolean) {
  const list: Edit[] = [];
  const cssRows = new Set<string>();
  const styles: { id: string; href: string }[] = [];
  for (const row of rowsOf(payload)) {
    if (row.textId !== undefined) {
      if ([...stylesheets.values()].includes(row.text!)) {
        cssRows.add(row.textId);
        list.push({ start: row.start, end: row.end, replacement: `${row.textId}:""\n` });
      }
      continue;
    }
    const line = payload.subarray(row.start, row.end).toString('utf8');
    for (const match of line.matchAll(styleElement)) {
      const [element, key, propsJson] = match;
      const props = JSON.parse(propsJson!) as StyleProps;
      const id = typeof props.children === 'string' ? /^\$([0-9a-f]+)$/.exec(props.children)?.[1] : undefined;
      if (typeof props.href !== 'string' || !stylesheets.has(props.href) || !id) continue;
      styles.push({ id, href: props.href });
      if (document) continue;
      const start = row.start + Buffer.byteLength(line.slice(0, match.index));
      const link = JSON.stringify([
        '$',
        'link',
        JSON.parse(key!),
        { rel: 'stylesheet', href: props.href, precedence: props.precedence },
      ]);
      list.push({ start, end: start + Buffer.byteLength(element), replacement: link });
    }
  }
  // Text that only a style element of ours refers to is taken out; anything else would be a Next this was not
  // written for.
  for (const id of cssRows) {
    if (!styles.some((style) => style.id === id)) {
      throw new Error(`inlined-css: row ${id} holds a stylesheet's text but no style element refers to it`);
    }
  }
  const emptied = new Set(styles.filter((style) => cssRows.has(style.id)).map((style) => style.href));
  return { list: list.sort((a, b) => a.start - b.start), emptied };
}

/** `pieces` (one payload cut in consecutive parts) with the edits applied, each edit in the part where it starts. */
function applyEdits(pieces: Buffer[], list: Edit[]): Buffer[] {
  const out: Buffer[][] = pieces.map(() => []);
  let offset = 0;
  let next = 0;
  let skipUntil = 0;
  pieces.forEach((piece, i) => {
    const end = offset + piece.length;
    let at = Math.max(offset, skipUntil);
    while (next < list.length && list[next]!.start < end) {
      const edit = list[next++]!;
      out[i]!.push(piece.subarray(at - offset, edit.start - offset), Buffer.from(edit.replacement));
      at = edit.end;
      skipUntil = edit.end;
    }
    if (at < end) out[i]!.push(piece.subarray(at - offset));
    offset = end;
  });
  return out.map((parts) => Buffer.concat(parts));
}

/** A `.txt` payload without the inlined stylesheets' text (unchanged when it has none). */
export function payloadWithoutInlinedCss(payload: Buffer, stylesheets: Stylesheets): Buffer {
  const { list } = edits(payload, stylesheets, false);
  return list.length ? applyEdits([payload], list)[0]! : payload;
}

// Next writes the payload into the page as `self.__next_f.push([1,"<chunk>"])` scripts, each chunk a JSON string
// with <, >, & and the line separators escaped (its htmlEscapeJsonString).
const payloadScript = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const htmlSafeJson = (text: string) =>
  JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A page whose inline payload no longer repeats the stylesheets its head already has. */
export function documentWithoutInlinedCss(html: string, stylesheets: Stylesheets): string {
  const scripts = [...html.matchAll(payloadScript)];
  const pieces = scripts.map(([, literal]) => Buffer.from(JSON.parse(literal!) as string));
  const payload = Buffer.concat(pieces);
  const { list, emptied } = edits(payload, stylesheets, true);
  if (list.length === 0) return html;
  for (const href of emptied) {
    const tag = `<style data-precedence="next" data-href="${href}">`;
    const at = html.indexOf(tag);
    if (at < 0 || !html.startsWith(`${stylesheets.get(href)}</style>`, at + tag.length)) {
      throw new Error(`inlined-css: the page's payload inlines ${href} but its head has no <style> with that text`);
    }
  }
  const edited = applyEdits(pieces, list);
  let i = 0;
  return html.replace(payloadScript, (script) => {
    const piece = edited[i]!;
    const unchanged = piece.equals(pieces[i++]!);
    if (unchanged) return script;
    return piece.length ? `<script>self.__next_f.push([1,${htmlSafeJson(piece.toString('utf8'))}])</script>` : '';
  });
}
