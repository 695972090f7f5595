import { readFileSync } from 'node:fs';
import path from 'node:path';

import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';

import { documents } from '@/content/documents';
import type { GuideDocument } from '@/content/documents/types';
import pageCounts from '@/content/documents/page-counts.json';
import { sourceFor } from '@/content/sources';
import { urgentHelpFor } from '@/content/urgent-help';
import { urgentHelpBox } from '@/content/urgent-help-box';

import { plainText } from './build-documents';

/**
 * What a screen reader gets from each committed guide: the PDFs in public/documents are read with PDF.js (the
 * reader inside Firefox), which gives each page's structure tree, its text by marked-content id and its drawing
 * operators. The tree is checked against the guide's content: the headings in order, every list item, the
 * urgent-help section, the links, and page furniture kept out of it as artifacts.
 */
const documentsDir = path.join(import.meta.dirname, '..', 'public', 'documents');

/** An element of the structure tree with the text of its content, as read from one page. */
type Element = { role: string; children: Element[]; text: string; contents: string[]; annotations: string[] };

type Annotation = { id: string; subtype: string; url?: string; dest?: string };

type PageReading = {
  /** The page's part of the tree (an element spanning pages appears on each). */
  elements: Element[];
  /** The text of each marked-content sequence tagged as structure, by its id ("p12R_mc3"). */
  taggedText: Map<string, string>;
  /** Text drawn as artifacts (page furniture). */
  artifactText: string[];
  /** Text drawn outside any marked content: neither structure nor artifact. */
  untaggedText: string[];
  /** Painting operators (paths, text, images) outside any marked content. */
  untaggedPainting: number;
  annotations: Annotation[];
};

type Reading = {
  marked: boolean;
  language: unknown;
  title: unknown;
  displayDocTitle: unknown;
  pages: PageReading[];
};

/** PDF.js answers some dictionaries as a Map, whatever its types say. */
const entry = (value: unknown, key: string): unknown =>
  value instanceof Map ? value.get(key) : (value as Record<string, unknown> | null)?.[key];

/**
 * Line breaks as spaces (a word or an address broken after a hyphen or a slash joins up again), runs of spaces as
 * one. Separate texts are joined with a blank line, which stays a space.
 */
const normalise = (text: string) =>
  text
    .replace(/([-/])\n(?!\n)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

type StructNode = { role: string; children: Array<StructNode | { type: string; id: string }> };

/**
 * An element as read on one page, or null when nothing of it is on this page (PDF.js lists the elements of the
 * page's part of the tree with all their descendants, also those drawn on other pages). An element drawn across a
 * page break is read on both pages.
 */
function toElement(node: StructNode, text: Map<string, string>): Element | null {
  const element: Element = { role: node.role, children: [], text: '', contents: [], annotations: [] };
  const parts: string[] = [];
  for (const child of node.children) {
    if ('role' in child) {
      const sub = toElement(child, text);
      if (!sub) continue;
      element.children.push(sub);
      parts.push(sub.text);
    } else if (child.type === 'content') {
      element.contents.push(child.id);
      parts.push(text.get(child.id) ?? '');
    } else if (child.type === 'annotation') {
      element.annotations.push(child.id.replace(/^pdfjs_internal_id_/, ''));
    }
  }
  element.text = parts.join('');
  const empty = element.children.length + element.contents.length + element.annotations.length === 0;
  return empty ? null : element;
}

const PAINTING = new Set<number>([
  OPS.constructPath,
  OPS.fill,
  OPS.eoFill,
  OPS.stroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.shadingFill,
]);

async function readPage(page: PDFPageProxy): Promise<PageReading> {
  const taggedText = new Map<string, string>();
  const artifactText: string[] = [];
  const untaggedText: string[] = [];
  // The text, by the marked content it sits in (pdfkit never nests one in another).
  let current: { id: string | null; tag: string } | undefined;
  const content = await page.getTextContent({ includeMarkedContent: true });
  for (const item of content.items) {
    if ('type' in item) {
      if (item.type === 'endMarkedContent') current = undefined;
      else current = { id: item.id, tag: (item as { tag?: string }).tag ?? '' };
    } else {
      const piece = item.str + (item.hasEOL ? '\n' : '');
      if (!current) untaggedText.push(item.str);
      else if (current.tag === 'Artifact') artifactText.push(item.str);
      else if (current.id) taggedText.set(current.id, (taggedText.get(current.id) ?? '') + piece);
    }
  }
  let depth = 0;
  let untaggedPainting = 0;
  const operators = await page.getOperatorList();
  for (const op of operators.fnArray) {
    if (op === OPS.beginMarkedContent || op === OPS.beginMarkedContentProps) depth += 1;
    else if (op === OPS.endMarkedContent) depth -= 1;
    else if (depth === 0 && PAINTING.has(op)) untaggedPainting += 1;
  }
  const tree = (await page.getStructTree()) as unknown as StructNode | null;
  const annotations = (await page.getAnnotations()).map((a) => ({
    id: String(a.id),
    subtype: String(a.subtype),
    url: a.url as string | undefined,
    dest: a.dest as string | undefined,
  }));
  return {
    elements: (tree?.children ?? []).flatMap((child) => toElement(child as StructNode, taggedText) ?? []),
    taggedText,
    artifactText,
    untaggedText,
    untaggedPainting,
    annotations,
  };
}

async function read(id: string): Promise<Reading> {
  const data = new Uint8Array(readFileSync(path.join(documentsDir, `${id}.pdf`)));
  const task = getDocument({ data, verbosity: 0 });
  const pdf: PDFDocumentProxy = await task.promise;
  try {
    const { info } = await pdf.getMetadata();
    const pages: PageReading[] = [];
    for (let n = 1; n <= pdf.numPages; n++) pages.push(await readPage(await pdf.getPage(n)));
    return {
      marked: entry(await pdf.getMarkInfo(), 'Marked') === true,
      language: entry(info, 'Language'),
      title: entry(info, 'Title'),
      displayDocTitle: entry(await pdf.getViewerPreferences(), 'DisplayDocTitle'),
      pages,
    };
  } finally {
    await task.destroy();
  }
}

/** Every element of the pages' trees, depth first, in reading order. */
function* walk(elements: Element[]): Generator<Element> {
  for (const element of elements) {
    yield element;
    yield* walk(element.children);
  }
}

const all = (reading: Reading) => reading.pages.flatMap((page) => [...walk(page.elements)]);

/** The text of every element with `role`, in reading order; one element split over two pages reads as one. */
const textOf = (reading: Reading, role: string) =>
  normalise(
    all(reading)
      .filter((element) => element.role === role)
      .map((element) => element.text)
      .join('\n\n'),
  );

/** A booklet (cover, contents page) is any guide longer than the two pages of a leaflet: see renderBest. */
const isBooklet = (doc: GuideDocument) => (pageCounts as Record<string, number>)[doc.id]! > 2;

function expectedHeadings(doc: GuideDocument): string[] {
  return [
    `H1 ${doc.title}`,
    ...(isBooklet(doc) ? ['H2 Contents'] : []),
    ...doc.chapters.map((chapter) => `H2 ${chapter.title}`),
    `H2 ${urgentHelpBox.heading}`,
    'H2 Sources and review dates',
  ];
}

/** What each list item says, in reading order: the chapters' lists and definitions, the red flags, the sources. */
function expectedListBodies(doc: GuideDocument): string[] {
  const bodies: string[] = [];
  for (const chapter of doc.chapters) {
    for (const block of chapter.blocks) {
      if (block.kind === 'list') bodies.push(...block.items);
      if (block.kind === 'definitions') bodies.push(...block.items.map((item) => item.details));
    }
  }
  if (doc.urgentHelp) {
    const flags = urgentHelpFor(doc.urgentHelp);
    bodies.push(...flags.emergency, ...flags.urgent);
  }
  bodies.push(...doc.review.sources.map(sourceFor).map((s) => `${s.title}. ${s.publisher}. ${s.url}`));
  return bodies.map(plainText);
}

describe.each(documents.map((doc) => [doc.id, doc] as const))('the tagged guide %s.pdf', (id, doc) => {
  let reading: Reading;
  beforeAll(async () => {
    reading = await read(id);
  });

  it('is a tagged PDF in British English that shows its title', () => {
    const { marked, language, title, displayDocTitle } = reading;
    expect({ marked, language, title, displayDocTitle }).toEqual({
      marked: true,
      language: 'en-GB',
      title: doc.title,
      displayDocTitle: true,
    });
  });

  it('has the title and the chapters as headings, in order', () => {
    const headings = all(reading)
      .filter((element) => /^H\d?$/.test(element.role))
      .map((element) => `${element.role} ${normalise(element.text)}`);
    expect(headings).toEqual(expectedHeadings(doc));
  });

  it('has every list item as a labelled item of a list', () => {
    const items = all(reading)
      .filter((element) => element.role === 'L')
      .flatMap((list) => list.children);
    const bodies = expectedListBodies(doc);
    expect(bodies.length).toBeGreaterThan(0);
    // Each item is its marker or term (Lbl) and its text (LBody); an item continued from the page before has its
    // LBody alone on this page.
    for (const item of items) {
      expect(item.role).toBe('LI');
      expect([['Lbl', 'LBody'], ['LBody']]).toContainEqual(item.children.map((child) => child.role));
    }
    const labels = items.flatMap((item) => item.children.filter((child) => child.role === 'Lbl'));
    expect(labels).toHaveLength(bodies.length);
    for (const label of labels) expect(normalise(label.text), 'a list item with no marker or term').not.toBe('');
    expect(textOf(reading, 'LBody')).toBe(normalise(bodies.join('\n\n')));
  });

  it('ends with the urgent-help section: its heading, each tier with its list, the numbers to call as links', () => {
    expect(doc.urgentHelp, 'every guide ends with the urgent-help box').toBeDefined();
    const sections = all(reading).filter(
      (element) => element.role === 'Sect' && normalise(element.children[0]?.text ?? '') === urgentHelpBox.heading,
    );
    expect(sections).toHaveLength(1);
    const flags = urgentHelpFor(doc.urgentHelp!);
    const tiers = (['emergency', 'urgent'] as const).filter((tier) => flags[tier].length > 0);
    const describe = (element: Element) =>
      element.role === 'L'
        ? ['L', ...element.children.map((item) => normalise(item.children[1]?.text ?? ''))]
        : [element.role, normalise(element.text)];
    expect(sections[0]!.children.map(describe)).toEqual([
      ['H2', urgentHelpBox.heading],
      ...tiers.flatMap((tier) => [
        ['P', plainText(urgentHelpBox.intro[tier])],
        ['L', ...flags[tier]],
      ]),
      ['P', plainText(urgentHelpBox.contacts)],
    ]);
    const links = [...walk(sections[0]!.children)].filter((element) => element.role === 'Link');
    const linkTexts = (text: string) => [...text.matchAll(/\[([^\]]+)\]\(/g)].map((match) => match[1]);
    expect(links.map((link) => normalise(link.text))).toEqual([
      ...tiers.flatMap((tier) => linkTexts(urgentHelpBox.intro[tier])),
      ...linkTexts(urgentHelpBox.contacts),
    ]);
  });

  it('files every link under a Link element with its link annotation', () => {
    const { pages } = reading;
    for (const [index, page] of pages.entries()) {
      const links = [...walk(page.elements)].filter((element) => element.role === 'Link');
      const filed = links.flatMap((link) => link.annotations);
      const annotations = page.annotations.filter((a) => a.subtype === 'Link');
      expect(filed.sort(), `page ${index + 1}: link annotations and Link elements`).toEqual(
        annotations.map((a) => a.id).sort(),
      );
      for (const link of links) {
        expect(link.annotations.length, `page ${index + 1}: "${link.text}" has no annotation`).toBeGreaterThan(0);
      }
    }
    // Every source's address is a working link.
    const urls = new Set(pages.flatMap((page) => page.annotations.map((a) => a.url)));
    for (const source of doc.review.sources.map(sourceFor)) expect(urls).toContain(source.url);
  });

  it('tags everything it draws, as structure or as an artifact, and keeps the page furniture out of the tree', () => {
    const { pages } = reading;
    for (const [index, page] of pages.entries()) {
      const where = `page ${index + 1}`;
      expect(page.untaggedText, `${where}: text neither tagged nor an artifact`).toEqual([]);
      expect(page.untaggedPainting, `${where}: shapes neither tagged nor artifacts`).toBe(0);
      // Every tagged sequence is in the tree (none is orphaned), and the tree points at nothing else.
      const elements = [...walk(page.elements)];
      expect(elements.flatMap((element) => element.contents).sort(), `${where}: marked content and tree`).toEqual(
        [...page.taggedText.keys()].sort(),
      );
      const treeText = normalise(
        elements.map((element) => element.contents.map((c) => page.taggedText.get(c)).join(' ')).join(' '),
      );
      const footer = `Page ${index + 1} of ${pages.length}`;
      const hasFooter = isBooklet(doc) ? index > 0 : true;
      expect(page.artifactText.includes(footer), `${where}: "${footer}" as an artifact`).toBe(hasFooter);
      expect(treeText).not.toContain(footer);
    }
  });
});
