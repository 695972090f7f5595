import type { Block, FaqItem, InfoPage, PageBlock, ProcedurePage } from '@/content/types';

import type { Passage } from './types';

/**
 * Turns the typed content modules into passages: one per section or FAQ of a page, so an answer can link to
 * the exact place (url#fragment) it came from. Built over the content types, so a new page joins the index by
 * being added to its content list.
 */

/** A block of body text as markdown lines: paragraphs, "- " list items, "- **term:** details" pairs. */
export function blockLines(blocks: Block[]): string[] {
  return blocks.flatMap((block): string[] => {
    switch (block.kind) {
      case 'paragraph':
        return [block.text];
      case 'list':
        return [
          ...(block.intro ? [block.intro] : []),
          ...block.items.map((item) => `- ${item}`),
          ...(block.outro ? [block.outro] : []),
        ];
      case 'definitions':
        return block.items.map((item) => `- **${item.term}:** ${item.details}`);
    }
  });
}

/** The fragment ids the procedure page renders for its sections (components/procedures). */
export const procedureSectionIds = {
  whatItIs: 'what-it-is',
  whoItHelps: 'who-it-helps',
  onTheDay: 'on-the-day',
  recovery: 'recovery',
  risks: 'risks',
} as const;

const procedureSectionHeadings: Record<keyof typeof procedureSectionIds, string> = {
  whatItIs: 'What it is',
  whoItHelps: 'Who it can help',
  onTheDay: 'On the day',
  recovery: 'Recovery',
  risks: 'Risks',
};

/**
 * Words people use when asking for what a kind of section holds ("what does it involve?", "is it safe?"),
 * matched by heading so they apply to every page's "Risks" or "Recovery" section alike.
 */
const SECTION_INTENTS: { heading: RegExp; words: string }[] = [
  { heading: /^(what it is|about|overview|what is|introduction)/i, words: 'definition explained explain meaning involves involve overview what happens how done how it works' },
  { heading: /who it (can )?helps?|suitab|candidate|who (is it|can have)/i, words: 'suitable suitability candidate who benefits needs recommended reasons why' },
  { heading: /on the day|the operation|surgery day|hospital stay/i, words: 'day of surgery hospital stay anaesthetic asleep awake operation takes hours going home admission arrive' },
  { heading: /recover|after(care)?|rehabilitation|timeline/i, words: 'recovery recover aftercare rehabilitation return work driving sport weeks months healing back to normal' },
  { heading: /risk|complication/i, words: 'risks complications dangers side effects safe safety problems go wrong' },
  { heading: /symptom|signs/i, words: 'symptoms signs feel feels hurts pain swelling' },
  { heading: /diagnos|tests?|scan/i, words: 'diagnosis diagnosed tests scan mri x-ray examination find out' },
  { heading: /cause|risk factor/i, words: 'causes cause why happen risk factors who gets' },
  { heading: /treatment options|non-surgical|conservative/i, words: 'treatment options alternatives without surgery non-surgical' },
];

function intentWords(heading: string): string {
  return SECTION_INTENTS.filter((intent) => intent.heading.test(heading)).map((intent) => intent.words).join(' ');
}

/** The id of the n-th FAQ item (from 0) of a FAQ block, as the FAQ components render it. */
export function faqItemId(blockId: string, index: number): string {
  return `${blockId}-${index + 1}`;
}

export function procedurePath(page: Pick<ProcedurePage, 'joint' | 'slug'>): string {
  return `/${page.joint}-procedures/${page.slug}`;
}

export function procedurePassages(page: ProcedurePage): Passage[] {
  const path = procedurePath(page);
  const keywords = [page.linkLabel, page.summary, page.description].join(' ');
  const base = { pageTitle: page.title, keywords };
  const sections = (Object.keys(procedureSectionIds) as (keyof typeof procedureSectionIds)[]).map(
    (key): Passage => ({
      ...base,
      keywords: `${keywords} ${intentWords(procedureSectionHeadings[key])}`,
      id: `${path}#${procedureSectionIds[key]}`,
      url: `${path}#${procedureSectionIds[key]}`,
      heading: procedureSectionHeadings[key],
      body: blockLines(page[key]),
      kind: 'section',
    }),
  );
  return [...sections, ...faqPassages(path, 'faqs', page.faqs ?? [], base)];
}

function faqPassages(path: string, blockId: string, items: FaqItem[], base: Pick<Passage, 'pageTitle' | 'keywords'>) {
  return items.map((item, index): Passage => {
    const url = `${path}#${faqItemId(blockId, index)}`;
    return { ...base, id: url, url, heading: item.question, body: blockLines(item.answer), kind: 'faq' };
  });
}

export function infoPagePassages(page: InfoPage): Passage[] {
  const keywords = [page.hero.title, page.hero.subtitle, page.description].join(' ');
  const base = { pageTitle: page.title, keywords };
  return page.blocks.flatMap((block) => pageBlockPassages(page.path, block, base));
}

function pageBlockPassages(path: string, block: PageBlock, base: Pick<Passage, 'pageTitle' | 'keywords'>): Passage[] {
  const section = (id: string, heading: string, body: string[]): Passage => ({
    ...base,
    keywords: `${base.keywords} ${intentWords(heading)}`,
    id: `${path}#${id}`,
    url: `${path}#${id}`,
    heading,
    body,
    kind: 'section',
  });
  switch (block.type) {
    case 'faq':
      return faqPassages(path, block.id, block.items, base);
    case 'sections':
      return block.sections.map((s) => section(s.id, s.title, blockLines(s.blocks)));
    case 'accordion':
      return block.items.map((s) => section(s.id, s.title, blockLines(s.blocks)));
    case 'timeline':
      return [section(block.id, block.title, block.steps.map((step) => `- **${step.time}:** ${step.description}`))];
    case 'complications':
      return [section(block.id, block.title, block.items.map((item) => `- ${item}`))];
    case 'features':
      return [section(block.id, block.title, block.cards.map((card) => `- **${card.title}:** ${card.description}`))];
    case 'tabs':
      return block.tabs.flatMap((tab) => tab.blocks.flatMap((inner) => pageBlockPassages(path, inner, base)));
    // Links, figures and document cards point elsewhere; the guides are indexed from content/documents.
    case 'links':
    case 'figure':
    case 'documents':
      return [];
  }
}

/** A practice detail (hours, a location, how to book, insurers...) written in content/chat.ts. */
export type PracticeFact = { url: string; heading: string; body: string[]; keywords: string };

export function practicePassages(facts: PracticeFact[], pageTitle: string): Passage[] {
  return facts.map((fact) => ({ ...fact, id: `${fact.url} ${fact.heading}`, pageTitle, kind: 'practice' }));
}
