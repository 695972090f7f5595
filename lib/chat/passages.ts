import type { PhysiotherapyDirectory } from '@/content/care/types';
import { getDocument } from '@/content/documents';
import type { TrustPage } from '@/content/trust/types';
import type { Block, FaqItem, InfoPage, PageBlock, PracticeFact } from '@/content/types';
import { guidePagePath } from '@/lib/guide-path';
import { directoryRegions } from '@/lib/physiotherapy';

import type { Passage } from './types';

/**
 * Turns the typed content modules into passages: one per section or FAQ of a page, so an answer can link to
 * the exact place (url#fragment) it came from. Built over InfoPage (procedure pages and guides become InfoPages
 * through lib/procedure-page.ts and lib/guides.ts, as their routes render them), so the fragments are the ids the
 * page components render and a new page joins the index by being added to its content list.
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

/**
 * Words people use when asking for what a kind of section holds ("what does it involve?", "is it safe?"),
 * matched by heading so they apply to every page's "Risks" or "Recovery" section alike.
 */
const SECTION_INTENTS: { heading: RegExp; words: string }[] = [
  {
    heading: /^(what it is|about|overview|what is|introduction)/i,
    words: 'definition explained explain meaning involves involve overview what happens how done how it works',
  },
  {
    heading: /who it (can )?helps?|suitab|candidate|who (is it|can have)/i,
    words: 'suitable suitability candidate who benefits needs recommended reasons why',
  },
  {
    heading: /on the day|the operation|surgery day|hospital stay/i,
    words: 'day of surgery hospital stay anaesthetic asleep awake operation takes hours going home admission arrive',
  },
  {
    heading: /recover|after(care)?|rehabilitation|timeline/i,
    words: 'recovery recover aftercare rehabilitation return work driving sport weeks months healing back to normal',
  },
  { heading: /risk|complication/i, words: 'risks complications dangers side effects safe safety problems go wrong' },
  { heading: /symptom|signs/i, words: 'symptoms signs feel feels hurts pain swelling' },
  { heading: /diagnos|tests?|scan/i, words: 'diagnosis diagnosed tests scan mri x-ray examination find out' },
  { heading: /cause|risk factor/i, words: 'causes cause why happen risk factors who gets' },
  {
    heading: /treatment options|non-surgical|conservative/i,
    words: 'treatment options alternatives without surgery non-surgical',
  },
];

function intentWords(heading: string): string {
  return SECTION_INTENTS.filter((intent) => intent.heading.test(heading))
    .map((intent) => intent.words)
    .join(' ');
}

/**
 * FAQ answers have no anchor of their own on the page: the link goes to the FAQ block, and the id tells the
 * passages apart.
 */
function faqPassages(path: string, blockId: string, items: FaqItem[], base: Pick<Passage, 'pageTitle' | 'keywords'>) {
  const url = `${path}#${blockId}`;
  return items.map((item, index): Passage => ({
    ...base,
    id: `${url}/${index + 1}`,
    url,
    heading: item.question,
    body: blockLines(item.answer),
    kind: 'faq',
  }));
}

/**
 * `guideLists`: whether a list of guides offered is a passage. A condition or treatment page's own sections say what
 * its "Additional Resources" guides say; on the useful links page the list is what the page is for.
 */
export function infoPagePassages(page: InfoPage, { guideLists = true } = {}): Passage[] {
  const keywords = [page.hero.title, page.hero.subtitle, page.description].join(' ');
  const base = { pageTitle: page.title, keywords };
  return page.blocks.flatMap((block) => pageBlockPassages(page.path, block, base, guideLists));
}

function pageBlockPassages(
  path: string,
  block: PageBlock,
  base: Pick<Passage, 'pageTitle' | 'keywords'>,
  guideLists: boolean,
): Passage[] {
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
      return [
        section(
          block.id,
          block.title,
          block.steps.map((step) => `- **${step.time}:** ${step.description}`),
        ),
      ];
    case 'complications':
      return [
        section(
          block.id,
          block.title,
          block.items.map((item) => `- ${item}`),
        ),
      ];
    case 'features':
      return [
        section(
          block.id,
          block.title,
          block.cards.map((card) => `- **${card.title}:** ${card.description}`),
        ),
      ];
    case 'tabs':
      return block.tabs.flatMap((tab) =>
        tab.blocks.flatMap((inner) => pageBlockPassages(path, inner, base, guideLists)),
      );
    // The guides offered (to read on the site or download): what each is, for "is there a leaflet I can print?";
    // their chapters are indexed from content/documents as the guides' own pages.
    case 'documents':
      if (!guideLists) return [];
      return [
        section(
          block.id,
          block.title,
          block.documentIds
            .map((id) => getDocument(id))
            .filter((guide) => guide !== undefined)
            .map((guide) => `- [${guide.title}](${guidePagePath(guide.id)})`),
        ),
      ];
    // Links and figures point elsewhere.
    case 'links':
    case 'figure':
      return [];
  }
}

/** A trust page (privacy, fees and declarations...): its summary, then each section at its anchor. */
export function trustPagePassages(page: TrustPage): Passage[] {
  const summary: Passage = {
    id: page.path,
    url: page.path,
    pageTitle: page.title,
    // The points most people look for: the page's overview, for "what is it" and "what do you do with my data"
    heading: `${page.hero.title} in brief`,
    body: blockLines(page.summary),
    keywords: `${page.hero.subtitle} ${page.description}`,
    kind: 'section',
  };
  const sections: InfoPage = {
    ...page,
    schemaType: 'MedicalWebPage',
    blocks: [{ type: 'sections', id: 'policy', layout: 'stack', sections: page.sections }],
  };
  return [summary, ...infoPagePassages(sections)];
}

/**
 * The About page: the surgeon's own sections (approach, training, where he works, teaching). It is the main page
 * of "the surgeon": the home page's biography is its summary.
 */
export function aboutPassages(page: {
  path: string;
  heading: string;
  sections: readonly { id: string; title: string; paragraphs: readonly string[] }[];
}): Passage[] {
  return page.sections.map((section) => ({
    id: `${page.path}#${section.id}`,
    url: `${page.path}#${section.id}`,
    pageTitle: page.heading,
    heading: section.title,
    body: [...section.paragraphs],
    keywords: 'surgeon about him training experience background',
    kind: 'section',
    mainPage: true,
  }));
}

/** The physiotherapy directory: each region's centres, the brace suppliers, then the advice sections. */
export function physiotherapyPassages(directory: PhysiotherapyDirectory, advice: InfoPage): Passage[] {
  const base = {
    pageTitle: directory.title,
    keywords: `physiotherapy physio centres clinic near me ${directory.hero.subtitle}`,
    kind: 'practice' as const,
  };
  const regions = directoryRegions(directory).map((region): Passage => {
    const url = `${directory.path}#${region.id}-heading`;
    return {
      ...base,
      id: url,
      url,
      heading: `Physiotherapy centres in ${region.name} (${region.subtitle})`,
      body: region.centres.map(
        (c) =>
          `- **${c.name}**, ${c.address}. Phone ${c.phone}${c.email ? `, email ${c.email}` : ''}. ${c.description}`,
      ),
    };
  });
  const { braceProviders } = directory;
  const url = `${directory.path}#brace-providers-heading`;
  const braces: Passage = {
    ...base,
    id: url,
    url,
    heading: braceProviders.title,
    body: [
      braceProviders.intro,
      ...braceProviders.providers.map(
        (b) => `- **${b.brand}** (${b.contactPerson}). Phone ${b.phone}, email ${b.email}. ${b.description}`,
      ),
    ],
    keywords: 'brace braces knee brace hip brace supplier support',
  };
  // The lead above the centres: who arranges physiotherapy (the hospital, for NHS patients) and what it is for. It is
  // the page's main passage, as the About page's are the surgeon's: a list of centres answers only where.
  const intro: Passage = {
    ...base,
    id: directory.path,
    url: directory.path,
    heading: directory.hero.title,
    body: blockLines(directory.intro),
    keywords: 'physiotherapy physio arranged arrange who organises after operation nhs private referral',
    mainPage: true,
  };
  return [intro, ...regions, braces, ...infoPagePassages(advice)];
}

/** A practice detail (hours, a location, how to book...) written in content/chat.ts. */

export function practicePassages(facts: PracticeFact[], pageTitle: string): Passage[] {
  return facts.map((fact) => ({ ...fact, id: `${fact.url} ${fact.heading}`, pageTitle, kind: 'practice' }));
}
