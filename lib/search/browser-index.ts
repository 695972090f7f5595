import { createSignSpeller } from '@/lib/red-flags/detect';
import { indexPassages, wordUseOf, type ChatIndex } from '@/lib/chat/chat-index';
import { createSpeller, setEverydayWords } from '@/lib/spelling';
import { sentences } from '@/lib/chat/text';
import type { Passage } from '@/lib/chat/types';

/**
 * The index the browser's site search loads on a static host (the island on /search, on first focus of its box):
 * the chat's passages, each body cut to its opening lines, so the file stays within 60 KB gzipped (the whole
 * text is 120 KB). The ranking is the same code over it (lib/chat/chat-index.ts and rank.ts, MiniSearch's part rebuilt in the
 * browser); `npm run bench:search` reports how often its results agree with the server's whole index.
 *
 * `everyday`: the everyday English words (SUBTLEX) the two spellers, over these passages, would otherwise take
 * for typos; the browser is given only these, not the 36,000-word list, and corrects exactly as Node does.
 */
export type BrowserIndexFile = {
  version: 2;
  /**
   * [url, pageTitle, heading, body, keywords] per passage: the fields the ranking reads. A page's title and keywords
   * are the same for each of its sections, so they are written once, in `titles` and `keywords`, and a passage holds
   * their positions there.
   */
  passages: [string, number, string, string[], number][];
  titles: string[];
  keywords: string[];
  /** The words, sorted and front-coded (frontCode below). */
  everyday: string;
};

/** A body is cut after the sentence or list item that reaches this many characters. */
const BROWSER_BODY_CHARS = 66;

/**
 * The file's address in the export (public/generated/ is written by the build). It names the format's version: a
 * browser holding the previous format in its cache never reads it with the new code.
 */
export const browserIndexPath = '/generated/search-index-v2.json';

function openingLines(body: string[]): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const line of body) {
    for (const piece of line.startsWith('- ') ? [line] : sentences(line)) {
      if (length >= BROWSER_BODY_CHARS) return kept;
      kept.push(piece);
      length += piece.length;
    }
  }
  return kept;
}

export function buildBrowserIndex(passages: Passage[], everydayWords: Iterable<string>): BrowserIndexFile {
  const cut = passages.map((passage) => ({ ...passage, body: openingLines(passage.body) }));
  const never = () => false;
  const pageWords = createSpeller(wordUseOf(cut), 3, never);
  const symptoms = createSignSpeller(never);
  const everyday = [...everydayWords].filter(
    (word) => pageWords.correct(word) !== word || symptoms.correct(word) !== word,
  );
  const titles = writtenOnce();
  const keywords = writtenOnce();
  return {
    version: 2,
    passages: cut.map((p) => [p.url, titles.at(p.pageTitle), p.heading, p.body, keywords.at(p.keywords)]),
    titles: titles.values,
    keywords: keywords.values,
    everyday: frontCode(everyday.sort()),
  };
}

/** A list of distinct strings, each one's position given as it is first met. */
function writtenOnce() {
  const values: string[] = [];
  const positions = new Map<string, number>();
  const at = (value: string) => {
    if (!positions.has(value)) positions.set(value, values.push(value) - 1);
    return positions.get(value)!;
  };
  return { values, at };
}

/** Sorted words of a-z as "abc,2d": each word after the first may start with how many letters (1-9) it shares with the last. */
function frontCode(sorted: string[]): string {
  let previous = '';
  return sorted
    .map((word) => {
      let shared = 0;
      while (shared < Math.min(9, previous.length, word.length) && previous[shared] === word[shared]) shared++;
      previous = word;
      return `${shared || ''}${word.slice(shared)}`;
    })
    .join(',');
}

function frontDecode(coded: string): string[] {
  let previous = '';
  return coded.split(',').map((entry) => {
    const shared = /^[1-9]/.test(entry) ? Number(entry[0]) : 0;
    previous = previous.slice(0, shared) + entry.slice(shared ? 1 : 0);
    return previous;
  });
}

export function loadBrowserIndex(file: BrowserIndexFile): ChatIndex {
  if (
    file.version !== 2 ||
    !Array.isArray(file.passages) ||
    !Array.isArray(file.titles) ||
    !Array.isArray(file.keywords) ||
    typeof file.everyday !== 'string'
  ) {
    throw new Error('Unknown search index format');
  }
  setEverydayWords(frontDecode(file.everyday));
  return indexPassages(
    file.passages.map(([url, title, heading, body, keywords], i) => ({
      id: String(i),
      url,
      pageTitle: file.titles[title]!,
      heading,
      body,
      keywords: file.keywords[keywords]!,
      kind: 'section',
    })),
  );
}
