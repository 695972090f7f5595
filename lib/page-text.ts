import type { Block, InfoPage, PageBlock } from '@/content/types';
import { blocksToText, stripMarks } from '@/lib/plain-text';

/**
 * The words of an information page as a reader meets them: headings, and the body as blocks (FAQ answers,
 * sections, timelines, lists, captions), tabs opened up. The content checks (clinical numbers, urgency,
 * reading grade) and the review report read pages through this, so they all see the same text.
 */
export type PageText = { headings: string[]; blocks: Block[] };

const paragraph = (text: string): Block => ({ kind: 'paragraph', text });

function collect(blocks: PageBlock[], out: PageText): void {
  for (const block of blocks) {
    switch (block.type) {
      case 'faq':
        out.headings.push(block.title);
        for (const item of block.items) {
          out.headings.push(item.question);
          out.blocks.push(...item.answer);
        }
        break;
      case 'sections':
        if (block.title) out.headings.push(block.title);
        for (const section of block.sections) {
          out.headings.push(section.title);
          out.blocks.push(...section.blocks);
        }
        break;
      case 'accordion':
        out.headings.push(block.title);
        if (block.intro) out.blocks.push(paragraph(block.intro));
        for (const item of block.items) {
          out.headings.push(item.title);
          out.blocks.push(...item.blocks);
        }
        break;
      case 'timeline':
        out.headings.push(block.title);
        out.blocks.push({ kind: 'list', items: block.steps.map((step) => `${step.time}: ${step.description}`) });
        break;
      case 'complications':
        out.headings.push(block.title);
        out.blocks.push({ kind: 'list', items: block.items });
        break;
      case 'features':
        out.headings.push(block.title);
        out.blocks.push(...block.cards.map((card) => paragraph(card.description)));
        break;
      case 'links':
        out.headings.push(block.title);
        out.blocks.push(...block.links.flatMap((link) => (link.description ? [paragraph(link.description)] : [])));
        break;
      case 'figure':
        out.blocks.push(paragraph(block.caption));
        break;
      case 'documents':
        out.headings.push(block.title);
        break;
      case 'tabs':
        collect(
          block.tabs.flatMap((tab) => tab.blocks),
          out,
        );
        break;
    }
  }
}

export function pageText(page: InfoPage): PageText {
  const out: PageText = { headings: [page.hero.title], blocks: [paragraph(page.hero.subtitle)] };
  collect(page.blocks, out);
  return out;
}

/** A page's text as plain lines (marks removed): its headings, then a line per paragraph, list item or pair. */
export function pageLines(page: InfoPage): string[] {
  const { headings, blocks } = pageText(page);
  return [...headings.map(stripMarks), ...blocksToText(blocks).split('\n')];
}
