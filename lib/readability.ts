import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

import type { Block } from '@/content/types';
import { stripMarks } from '@/lib/plain-text';

/**
 * The Flesch-Kincaid grade of some body text: the school grade (US) a reader needs, from words per sentence
 * and syllables per word. Formula: `flesch-kincaid`; syllables: `syllable` (both by wooorm, well kept).
 * NHS content aims at a reading age of 9 to 11, about grade 5 to 8.
 *
 * Sentences: each paragraph is split at full stops, question and exclamation marks; each list item and each
 * definition is a sentence of its own even without a full stop, as a reader meets it. Words: runs of letters
 * and digits; a number counts as one syllable.
 */
function sentencesOf(blocks: Block[]): string[] {
  const split = (text: string) =>
    stripMarks(text)
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'paragraph':
        return split(block.text);
      case 'list':
        return [block.intro ?? '', ...block.items, block.outro ?? ''].flatMap(split);
      case 'definitions':
        return block.items.flatMap((item) => [item.term, ...split(item.details)]);
    }
  });
}

const wordsOf = (sentence: string) => sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

export type Readability = { grade: number; sentences: number; words: number; longest: string };

export function readability(blocks: Block[]): Readability {
  const sentences = sentencesOf(blocks);
  const words = sentences.flatMap(wordsOf);
  const syllables = words.reduce((sum, word) => sum + (/\p{L}/u.test(word) ? Math.max(1, syllable(word)) : 1), 0);
  const longest = sentences.reduce((a, b) => (wordsOf(b).length > wordsOf(a).length ? b : a), '');
  return {
    grade: words.length ? fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables }) : 0,
    sentences: sentences.length,
    words: words.length,
    longest,
  };
}
