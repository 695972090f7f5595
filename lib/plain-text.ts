import type { Block } from '@/content/types';

// The two inline marks content text may carry (see content/types.ts); the href may hold one level of brackets.
const LINK = /\[([^\]]+)\]\((?:[^()\s]|\([^()\s]*\))+\)/g;
const BOLD = /\*\*([^*]+)\*\*/g;

/** Lowercase, curly quotes straightened, accents removed ("anaesthetic" stays British, "café" becomes "cafe"). */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}

/** Content text without its marks: "[knee arthritis](/Conditions/knee-arthritis)" -> "knee arthritis". */
export function stripMarks(text: string): string {
  return text.replace(LINK, '$1').replace(BOLD, '$1');
}

/** Blocks as plain text, one line per paragraph or list item (for structured data and search). */
export function blocksToText(blocks: Block[]): string {
  return blocks
    .flatMap((block) => {
      switch (block.kind) {
        case 'paragraph':
          return [block.text];
        case 'list':
          return [block.intro, ...block.items, block.outro].filter((line): line is string => Boolean(line));
        case 'definitions':
          return block.items.map((item) => `${item.term}: ${item.details}`);
      }
    })
    .map(stripMarks)
    .join('\n');
}
