/**
 * Reads the number of pages from a PDF file without a PDF library.
 *
 * It follows the document's own structure: the trailer (or cross-reference stream) names the /Root catalog, the
 * catalog names the root page tree (/Pages), and the root page tree's /Count is the number of pages. Only the
 * object dictionaries are read, so it works for files whose page contents are compressed (as pdfkit writes them).
 *
 * If the catalog or page tree cannot be found as plain text (for example, stored inside a compressed object
 * stream), it falls back to the page-tree dictionary that has no /Parent, which is the root by definition.
 */

const decoder = new TextDecoder('latin1');

type Ref = { num: number; gen: number };

function lastMatch(text: string, pattern: RegExp): RegExpExecArray | null {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let last: RegExpExecArray | null = null;
  for (let m = global.exec(text); m; m = global.exec(text)) last = m;
  return last;
}

/** The top-level dictionary text of indirect object `ref` (the newest definition wins, as in incremental updates). */
function objectDictionary(text: string, ref: Ref): string | null {
  const header = lastMatch(text, new RegExp(`(?<=^|[\\r\\n])${ref.num}\\s+${ref.gen}\\s+obj\\b`));
  if (!header) return null;
  const start = text.indexOf('<<', header.index + header[0].length);
  if (start < 0) return null;
  // Stop at the end of the object, so a following object's keys are never read.
  const end = text.indexOf('endobj', header.index);
  let depth = 0;
  for (let i = start; i < text.length - 1 && (end < 0 || i < end); i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/** Removes nested dictionaries so only the top-level keys of `dict` remain. */
function topLevel(dict: string): string {
  let depth = 0;
  let out = '';
  for (let i = 0; i < dict.length; i++) {
    const two = dict.slice(i, i + 2);
    if (two === '<<') {
      depth++;
      i++;
      if (depth === 1) out += '<<';
      continue;
    }
    if (two === '>>') {
      if (depth === 1) out += '>>';
      depth--;
      i++;
      continue;
    }
    if (depth <= 1) out += dict[i];
  }
  return out;
}

function refIn(dict: string, key: string): Ref | null {
  const m = new RegExp(`/${key}\\s+(\\d+)\\s+(\\d+)\\s+R\\b`).exec(topLevel(dict));
  return m ? { num: Number(m[1]), gen: Number(m[2]) } : null;
}

function countIn(dict: string): number | null {
  const body = topLevel(dict);
  if (!/\/Type\s*\/Pages\b/.test(body)) return null;
  const m = /\/Count\s+(\d+)/.exec(body);
  return m ? Number(m[1]) : null;
}

function countFromRoot(text: string): number | null {
  const root = lastMatch(text, /\/Root\s+(\d+)\s+(\d+)\s+R\b/);
  if (!root) return null;
  const catalog = objectDictionary(text, { num: Number(root[1]), gen: Number(root[2]) });
  if (!catalog) return null;
  const pagesRef = refIn(catalog, 'Pages');
  if (!pagesRef) return null;
  const pages = objectDictionary(text, pagesRef);
  return pages ? countIn(pages) : null;
}

function countFromParentlessTree(text: string): number | null {
  const headers = /(?<=^|[\r\n])(\d+)\s+(\d+)\s+obj\b/g;
  let found: number | null = null;
  for (let m = headers.exec(text); m; m = headers.exec(text)) {
    const dict = objectDictionary(text, { num: Number(m[1]), gen: Number(m[2]) });
    if (!dict) continue;
    const body = topLevel(dict);
    if (/\/Type\s*\/Pages\b/.test(body) && !/\/Parent\b/.test(body)) {
      const count = countIn(dict);
      if (count !== null) found = count;
    }
  }
  return found;
}

export function countPdfPages(buffer: Uint8Array): number {
  const text = decoder.decode(buffer);
  if (!text.startsWith('%PDF-')) throw new Error('Not a PDF file: it does not start with %PDF-');
  const count = countFromRoot(text) ?? countFromParentlessTree(text);
  if (count === null) throw new Error('Could not find the page tree (/Type /Pages with /Count) in this PDF');
  return count;
}
