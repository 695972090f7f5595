import type { Block } from '@/content/types';

// The two inline marks content text may carry (see content/types.ts); the href may hold one level of brackets.
const LINK = /\[([^\]]+)\]\((?:[^()\s]|\([^()\s]*\))+\)/g;
const BOLD = /\*\*([^*]+)\*\*/g;

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
