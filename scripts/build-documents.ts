/**
 * Builds the downloadable patient guides.
 *
 *   npx tsx scripts/build-documents.ts
 *
 * Reads every module in content/documents/ (through content/documents/index.ts) and writes
 * public/documents/<id>.pdf with pdfkit, plus content/documents/page-counts.json (id -> pages, as pdfkit laid them
 * out): the one source of the page counts the site shows. scripts/build-documents.test.ts renders every guide again
 * and fails when a committed PDF or count is not what this script makes from the content today.
 *
 * Layout of each PDF: a cover (practice name, title, "Information for patients", review dates and status), a
 * contents page, the chapters (headings, paragraphs, bullet lists, definition pairs), the guide's urgent-help box
 * (the same red flags and tiers as the web page, from content/urgent-help.ts, with tap-to-call links), then
 * "Sources and review dates" with "Page last reviewed" / "Next review due", the clinical review status and the
 * sources. Every page after the cover has a footer with the
 * guide title and "Page N of M". Fonts are pdfkit's built-in Helvetica family (nothing is downloaded).
 *
 * Each PDF is tagged (PDF 1.7, language en-GB, its title shown in the window): a structure tree in reading order,
 * Document > the cover's H1 and paragraphs, a Sect per contents page, chapter, urgent help and sources, each opened
 * by its H2, with P, L > LI > Lbl + LBody (lists and definitions), TOC > TOCI and Link elements holding their link
 * annotations. Colour bands, rules, the urgent-help box's frame and the running footers are artifacts.
 * scripts/build-documents.tags.test.ts reads the tree back with PDF.js.
 *
 * The output is deterministic: the PDF creation date is the guide's lastReviewed date, so re-running the script
 * on unchanged content gives byte-identical files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Block, IsoDate, UrgentHelpKey } from '../content/types';
import type { GuideDocument } from '../content/documents/types';
import { documents } from '../content/documents/index';
import { practice } from '@/content/practice';
import { sourceFor } from '../content/sources';
import { urgentHelpFor } from '../content/urgent-help';
import { urgentHelpBox } from '../content/urgent-help-box';
import { clinicalReviewStatement } from '../lib/review';

/** The practice name on every cover and footer comes from content/practice.ts. */
type RenderOptions = { practiceName: string };
type Rendered = { buffer: Buffer; pages: number };
type PdfDoc = InstanceType<typeof PDFDocument>;

// ---------------------------------------------------------------------------------------------------------------
// Layout constants (points; A4 is 595.28 x 841.89)
// ---------------------------------------------------------------------------------------------------------------
const MARGIN = { top: 64, bottom: 72, left: 64, right: 64 };
const BODY_SIZE = 11;
const LINE_GAP = 3;
const PARAGRAPH_GAP = 8;
const LIST_INDENT = 16;
const COLOUR = {
  text: '#212b32',
  muted: '#4c6272',
  accent: '#005eb8',
  accentDark: '#003087',
  rule: '#d8dde0',
  white: '#ffffff',
  danger: '#b3261e',
  dangerTint: '#fdf1f0',
};
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

// ---------------------------------------------------------------------------------------------------------------
// Content checks (fail the build rather than publish a broken guide)
// ---------------------------------------------------------------------------------------------------------------

/** Characters outside ASCII that the built-in Helvetica (WinAnsi encoding) can draw and that we allow. */
const ALLOWED_NON_ASCII = new Set([
  ...'\u2018\u2019\u201C\u201D\u2013\u2014\u2022\u2026\u00AE\u00A3\u00E9\u00B7\u00D7',
]);
const FORBIDDEN_WORDS = /\b(lorem|ipsum|todo|tbc|tbd|placeholder|xxx)\b/i;
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function allText(doc: GuideDocument): string[] {
  const out = [
    doc.title,
    doc.summary,
    String(doc.published),
    ...doc.review.sources.map(sourceFor).flatMap((s) => [s.title, s.publisher, s.url]),
  ];
  for (const chapter of doc.chapters) {
    out.push(chapter.title);
    for (const block of chapter.blocks) {
      if (block.kind === 'paragraph') out.push(block.text);
      else if (block.kind === 'list') out.push(block.intro ?? '', ...block.items, block.outro ?? '');
      else out.push(...block.items.flatMap((d) => [d.term, d.details]));
    }
  }
  return out;
}

function validate(doc: GuideDocument): void {
  const problems: string[] = [];
  if (!ID_PATTERN.test(doc.id)) problems.push(`id "${doc.id}" must be lowercase words joined by hyphens`);
  if (!doc.fileName.endsWith('.pdf')) problems.push(`fileName "${doc.fileName}" must end in .pdf`);
  if (doc.chapters.length === 0) problems.push('has no chapters');
  if (doc.review.sources.length === 0) problems.push('lists no sources');
  const seen = new Set<string>();
  for (const chapter of doc.chapters) {
    if (!ID_PATTERN.test(chapter.id))
      problems.push(`chapter id "${chapter.id}" is not lowercase words joined by hyphens`);
    if (seen.has(chapter.id)) problems.push(`chapter id "${chapter.id}" is used twice`);
    seen.add(chapter.id);
    if (chapter.blocks.length === 0) problems.push(`chapter "${chapter.title}" is empty`);
  }
  for (const text of allText(doc)) {
    for (const ch of text) {
      if (ch.charCodeAt(0) > 126 && !ALLOWED_NON_ASCII.has(ch)) {
        problems.push(
          `character "${ch}" (U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}) cannot be drawn by Helvetica: "${text.slice(0, 60)}..."`,
        );
      }
    }
    if (FORBIDDEN_WORDS.test(text)) problems.push(`filler or unfinished text: "${text.slice(0, 80)}"`);
    if (/\[[^\]]+\]\(\/[^)]*\)/.test(text))
      problems.push(`site-relative link cannot work in a PDF: "${text.slice(0, 80)}"`);
  }
  if (problems.length > 0) {
    throw new Error(`content/documents/${doc.id}.ts:\n  - ${problems.join('\n  - ')}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Inline marks: **bold**, [text](https://url) and [text](tel:number)
// ---------------------------------------------------------------------------------------------------------------
type Segment = { text: string; bold: boolean; link?: string };

function parseInline(text: string): Segment[] {
  const segments: Segment[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\((https?:\/\/[^)\s]+|tel:[0-9+]+)\)/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), bold: false });
    if (match[1] !== undefined) segments.push({ text: match[1], bold: true });
    else segments.push({ text: match[2] ?? '', bold: false, link: match[3] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments.filter((s) => s.text.length > 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Tagging: every mark on a page is either content in the structure tree or an artifact
// ---------------------------------------------------------------------------------------------------------------
type Struct = PDFKit.PDFStructureElement;
type StructChild = PDFKit.PDFStructureElementChild;

/**
 * Adds a structure element (H2, P, L, LI...) under `parent` and returns it. The whole tree hangs from the Document
 * element, attached to the PDF before anything is drawn, so an element's drawing closures run as they are added,
 * in reading order; pdfkit carries an element's marked content across a page break.
 */
function addElement(pdf: PdfDoc, parent: Struct, type: string, children: StructChild[] = []): Struct {
  const element = pdf.struct(type);
  parent.add(element);
  for (const child of children) element.add(child);
  return element;
}

/** Adds a finished element: its content is drawn now and it is written out (pdfkit flushes ended elements). */
function addClosedElement(pdf: PdfDoc, parent: Struct, type: string, children: StructChild[]): void {
  addElement(pdf, parent, type, children).end();
}

/**
 * Draws page furniture (the colour bands, rules, the box behind the urgent help, running footers and page numbers)
 * as an artifact, which screen readers skip. Never called inside an element's drawing closure: pdfkit would close
 * the element's marked content early.
 */
function artifact(pdf: PdfDoc, type: 'Layout' | 'Pagination', draw: () => void): void {
  pdf.markContent('Artifact', type === 'Pagination' ? { type, attached: ['Bottom'] } : { type });
  draw();
  pdf.endMarkedContent();
}

function horizontalRule(pdf: PdfDoc, y: number, width: number, lineWidth: number): void {
  artifact(pdf, 'Layout', () => {
    pdf
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + width, y)
      .lineWidth(lineWidth)
      .strokeColor(COLOUR.rule)
      .stroke();
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering helpers
// ---------------------------------------------------------------------------------------------------------------
function contentWidth(pdf: PdfDoc): number {
  return pdf.page.width - MARGIN.left - MARGIN.right;
}

function bottomLimit(pdf: PdfDoc): number {
  return pdf.page.height - MARGIN.bottom;
}

/** Starts a new page unless `needed` points are left on this one. */
function ensureSpace(pdf: PdfDoc, needed: number): void {
  if (pdf.y + needed > bottomLimit(pdf)) pdf.addPage();
}

function bodyLineHeight(pdf: PdfDoc): number {
  pdf.font(FONT.regular).fontSize(BODY_SIZE);
  return pdf.currentLineHeight(true) + LINE_GAP;
}

/**
 * The content of rich text starting at (x, current y) within `width`, flowing onto new pages as needed: one
 * drawing closure per run of text, and a Link element (its text and its link annotation) for each link. The caller
 * puts it in the element it belongs to (P, LBody...); the text is drawn when that element is added.
 */
function richText(
  pdf: PdfDoc,
  text: string,
  x: number,
  width: number,
  opts: { size?: number; colour?: string; bold?: boolean } = {},
): StructChild[] {
  const segments = parseInline(text);
  const size = opts.size ?? BODY_SIZE;
  const colour = opts.colour ?? COLOUR.text;
  return segments.map((segment, index) => {
    const draw = () => {
      const continued = index < segments.length - 1;
      pdf
        .font(segment.bold || opts.bold ? FONT.bold : FONT.regular)
        .fontSize(size)
        .fillColor(segment.link ? COLOUR.accent : colour);
      const options: PDFKit.Mixins.TextOptions = {
        width,
        lineGap: LINE_GAP,
        continued,
        underline: Boolean(segment.link),
      };
      if (segment.link) options.link = segment.link;
      if (index === 0) pdf.text(segment.text, x, pdf.y, options);
      else pdf.text(segment.text, options);
      if (!continued) {
        pdf.x = MARGIN.left;
        pdf.fillColor(COLOUR.text);
      }
    };
    // pdfkit files the link annotations drawn inside a Link element's closure under that element.
    return segment.link ? pdf.struct('Link', {}, draw) : draw;
  });
}

function renderParagraph(pdf: PdfDoc, parent: Struct, text: string): void {
  ensureSpace(pdf, bodyLineHeight(pdf) * 2);
  addClosedElement(pdf, parent, 'P', richText(pdf, text, MARGIN.left, contentWidth(pdf)));
  pdf.y += PARAGRAPH_GAP;
}

/** A list item: its marker (a bullet, a number or a term) as Lbl and its text as LBody. */
function addListItem(pdf: PdfDoc, list: Struct, label: StructChild, body: StructChild[]): void {
  const item = addElement(pdf, list, 'LI');
  addClosedElement(pdf, item, 'Lbl', [label]);
  addClosedElement(pdf, item, 'LBody', body);
  item.end();
}

/** A list marker drawn to the left of its item's first line, leaving the position where the item's text starts. */
function marker(pdf: PdfDoc, text: string, x: number, style: { font: string; colour: string }): () => void {
  return () => {
    const y = pdf.y;
    pdf.font(style.font).fontSize(BODY_SIZE).fillColor(style.colour);
    pdf.text(text, x + 2, y, { width: LIST_INDENT, lineBreak: false });
    pdf.y = y;
  };
}

function renderList(pdf: PdfDoc, parent: Struct, block: Extract<Block, { kind: 'list' }>): void {
  const line = bodyLineHeight(pdf);
  if (block.intro) {
    // Keep the intro with at least the first item.
    ensureSpace(pdf, line * 3);
    addClosedElement(pdf, parent, 'P', richText(pdf, block.intro, MARGIN.left, contentWidth(pdf)));
    pdf.y += PARAGRAPH_GAP / 2;
  }
  const width = contentWidth(pdf) - LIST_INDENT;
  const list = addElement(pdf, parent, 'L');
  block.items.forEach((item, index) => {
    // An item is kept on one page: a link broken across a page break would be filed under the wrong page's tags.
    pdf.font(FONT.regular).fontSize(BODY_SIZE);
    ensureSpace(
      pdf,
      Math.max(line * 1.5, pdf.heightOfString(plainText(item), { width, lineGap: LINE_GAP }) + line / 2),
    );
    const style = { font: block.ordered ? FONT.bold : FONT.regular, colour: COLOUR.accent };
    const label = marker(pdf, block.ordered ? `${index + 1}.` : '\u2022', MARGIN.left, style);
    addListItem(pdf, list, label, richText(pdf, item, MARGIN.left + LIST_INDENT, width));
    pdf.y += 3;
  });
  list.end();
  pdf.y += PARAGRAPH_GAP - 3;
  if (block.outro) renderParagraph(pdf, parent, block.outro);
}

/** Terms and their details, as a list whose items are labelled by the term (the web page's <dl>). */
function renderDefinitions(pdf: PdfDoc, parent: Struct, block: Extract<Block, { kind: 'definitions' }>): void {
  const line = bodyLineHeight(pdf);
  const list = addElement(pdf, parent, 'L');
  for (const item of block.items) {
    ensureSpace(pdf, line * 3);
    const term = () => {
      pdf.font(FONT.bold).fontSize(BODY_SIZE).fillColor(COLOUR.accentDark);
      pdf.text(item.term, MARGIN.left, pdf.y, { width: contentWidth(pdf), lineGap: LINE_GAP });
      pdf.y += 1;
    };
    addListItem(
      pdf,
      list,
      term,
      richText(pdf, item.details, MARGIN.left + LIST_INDENT, contentWidth(pdf) - LIST_INDENT),
    );
    pdf.y += PARAGRAPH_GAP;
  }
  list.end();
}

function renderBlock(pdf: PdfDoc, parent: Struct, block: Block): void {
  switch (block.kind) {
    case 'paragraph':
      renderParagraph(pdf, parent, block.text);
      break;
    case 'list':
      renderList(pdf, parent, block);
      break;
    case 'definitions':
      renderDefinitions(pdf, parent, block);
      break;
  }
}

type HeadingStyle = { size: number; keepWithNext: number; ruleGap: number; after: number };
const BOOKLET_HEADINGS: HeadingStyle = { size: 17, keepWithNext: 150, ruleGap: 14, after: 8 };
const LEAFLET_HEADINGS: HeadingStyle = { size: 13.5, keepWithNext: 90, ruleGap: 9, after: 5 };
/** Set by renderGuide for the layout being drawn. */
let headings: HeadingStyle = BOOKLET_HEADINGS;

/**
 * Starts a section of the guide (a chapter, the urgent help, the sources) under `parent`: a Sect element opened by
 * its H2 heading, with a named destination (for the contents links) and a bookmark. Returns the Sect, for the
 * section's content; the caller ends it.
 */
function startSection(pdf: PdfDoc, parent: Struct, title: string, destination: string, first: boolean): Struct {
  // Keep the heading with a few lines of text; otherwise start a fresh page.
  if (!first) {
    ensureSpace(pdf, headings.keepWithNext);
    if (pdf.y > MARGIN.top + 1) {
      pdf.y += headings.ruleGap;
      horizontalRule(pdf, pdf.y, contentWidth(pdf), 0.75);
      pdf.y += headings.ruleGap;
    }
  }
  const section = addElement(pdf, parent, 'Sect');
  addClosedElement(pdf, section, 'H2', [
    () => {
      pdf.font(FONT.bold).fontSize(headings.size).fillColor(COLOUR.accentDark);
      pdf.text(title, MARGIN.left, pdf.y, { width: contentWidth(pdf), destination });
    },
  ]);
  pdf.outline.addItem(title);
  pdf.y += headings.after;
  pdf.fillColor(COLOUR.text);
  return section;
}

function formatDate(iso: IsoDate): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${d} ${months[m - 1]} ${y}`;
}

function formatPublished(published: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(published)) {
    const [y, m] = published.split('-').map(Number) as [number, number];
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    return `${months[m - 1]} ${y}`;
  }
  return published;
}

/** A line of text (or a block of lines) as one element of `type` under `parent`. */
function addText(pdf: PdfDoc, parent: Struct, type: string, draw: () => void): void {
  addClosedElement(pdf, parent, type, [draw]);
}

function renderCover(pdf: PdfDoc, parent: Struct, doc: GuideDocument, options: RenderOptions): void {
  const width = pdf.page.width;
  const bandHeight = 300;
  const inner = width - MARGIN.left - MARGIN.right;
  artifact(pdf, 'Layout', () => pdf.rect(0, 0, width, bandHeight).fill(COLOUR.accent));

  addText(pdf, parent, 'P', () => {
    pdf.font(FONT.bold).fontSize(12).fillColor(COLOUR.white);
    pdf.text(options.practiceName, MARGIN.left, 72, { width: inner });
  });
  addText(pdf, parent, 'H1', () => {
    pdf.font(FONT.bold).fontSize(30).fillColor(COLOUR.white);
    const titleHeight = pdf.heightOfString(doc.title, { width: inner, lineGap: 4 });
    pdf.text(doc.title, MARGIN.left, bandHeight - 48 - titleHeight, { width: inner, lineGap: 4 });
  });

  pdf.y = bandHeight + 40;
  addText(pdf, parent, 'P', () => {
    pdf.font(FONT.bold).fontSize(16).fillColor(COLOUR.accentDark);
    pdf.text('Information for patients', MARGIN.left, pdf.y, { width: inner });
  });
  pdf.y += 12;
  addText(pdf, parent, 'P', () => {
    pdf.font(FONT.regular).fontSize(13).fillColor(COLOUR.text);
    pdf.text(doc.summary, MARGIN.left, pdf.y, { width: inner, lineGap: 4 });
  });
  pdf.y += 14;
  addText(pdf, parent, 'P', () => {
    pdf.font(FONT.regular).fontSize(11).fillColor(COLOUR.muted);
    pdf.text(`${doc.category}`, { width: inner });
  });

  // Review dates at the foot of the cover.
  const lines = [
    `Published: ${formatPublished(String(doc.published))}`,
    `Page last reviewed: ${formatDate(doc.review.lastReviewed)}`,
    `Next review due: ${formatDate(doc.review.nextReview)}`,
    clinicalReviewStatement(doc.review),
  ];
  let y = pdf.page.height - MARGIN.bottom - 124;
  horizontalRule(pdf, y, inner, 0.75);
  y += 12;
  for (const line of lines) {
    addText(pdf, parent, 'P', () => {
      pdf.font(FONT.regular).fontSize(10.5).fillColor(COLOUR.text);
      pdf.text(line, MARGIN.left, y, { width: inner, lineBreak: false });
    });
    y += 16;
  }
  y += 6;
  addText(pdf, parent, 'P', () => {
    pdf.font(FONT.italic).fontSize(9.5).fillColor(COLOUR.muted);
    pdf.text(
      'This guide gives general information. It does not replace the advice of the doctors, nurses and physiotherapists who know you.',
      MARGIN.left,
      y,
      { width: inner, lineGap: 2 },
    );
  });
}

type ContentsEntry = { title: string; destination: string; page: number };

const CONTENTS_LINE = 24;

function contentsPagesNeeded(pdf: PdfDoc, entries: number): number {
  const usable = pdf.page.height - MARGIN.top - MARGIN.bottom - 60;
  return Math.max(1, Math.ceil((entries * CONTENTS_LINE) / usable));
}

/**
 * Numbered entries with dotted leaders and page numbers, each linked to its chapter: a TOC element of TOCI items,
 * each its number (Lbl) and a Link holding the title, the page number and their two link annotations.
 */
function drawContentsEntries(
  pdf: PdfDoc,
  toc: Struct,
  entries: ContentsEntry[],
  layout: { page: number; y: number; lineHeight: number; size: number },
): void {
  let { page, y } = layout;
  pdf.switchToPage(page);
  const width = contentWidth(pdf);
  const numberWidth = layout.size * 2;
  entries.forEach((entry, index) => {
    if (y + layout.lineHeight > bottomLimit(pdf)) {
      page += 1;
      pdf.switchToPage(page);
      y = MARGIN.top;
    }
    const pageLabel = `${entry.page}`;
    const item = addElement(pdf, toc, 'TOCI');
    addText(pdf, item, 'Lbl', () => {
      pdf.font(FONT.bold).fontSize(layout.size).fillColor(COLOUR.accent);
      pdf.text(`${index + 1}`, MARGIN.left, y, { width: numberWidth, lineBreak: false });
    });
    pdf.font(FONT.regular).fontSize(layout.size);
    const pageWidth = pdf.widthOfString(pageLabel);
    const titleSpace = width - numberWidth - pageWidth - 24;
    const titleWidth = Math.min(pdf.widthOfString(entry.title), titleSpace);
    const link = addElement(pdf, item, 'Link');
    // The annotation is filed under the Link element, with a description (a String object: pdfkit writes a
    // plain string as a PDF name). The types know neither option.
    const annotation = { structParent: link, Contents: new String(`${entry.title}, page ${pageLabel}`) };
    const linkTo = (x: number, w: number) =>
      pdf.goTo(
        x,
        y,
        w,
        pdf.currentLineHeight(),
        entry.destination,
        annotation as unknown as PDFKit.Mixins.AnnotationOption,
      );
    link.add(() => {
      pdf.font(FONT.regular).fontSize(layout.size).fillColor(COLOUR.text);
      pdf.text(entry.title, MARGIN.left + numberWidth, y, { width: titleSpace, lineBreak: false, ellipsis: true });
    });
    linkTo(MARGIN.left + numberWidth, titleWidth);
    // Dotted leader between the title and the page number.
    const leaderStart = MARGIN.left + numberWidth + titleWidth + 6;
    const leaderEnd = MARGIN.left + width - pageWidth - 6;
    const baseline = y + layout.size * 0.85;
    if (leaderEnd > leaderStart) {
      artifact(pdf, 'Layout', () => {
        pdf
          .moveTo(leaderStart, baseline)
          .lineTo(leaderEnd, baseline)
          .dash(1, { space: 3 })
          .lineWidth(0.75)
          .strokeColor(COLOUR.muted)
          .stroke()
          .undash();
      });
    }
    link.add(() => {
      pdf.text(pageLabel, MARGIN.left + width - pageWidth, y, { width: pageWidth + 1, lineBreak: false });
    });
    linkTo(MARGIN.left + width - pageWidth, pageWidth);
    link.end();
    item.end();
    y += layout.lineHeight;
  });
}

/** Fills the contents section reserved after the cover: its heading and the entries. */
function renderContents(pdf: PdfDoc, section: Struct, firstPage: number, entries: ContentsEntry[]): void {
  pdf.switchToPage(firstPage);
  addText(pdf, section, 'H2', () => {
    pdf.font(FONT.bold).fontSize(22).fillColor(COLOUR.accentDark);
    pdf.text('Contents', MARGIN.left, MARGIN.top, { width: contentWidth(pdf), destination: 'contents' });
  });
  const toc = addElement(pdf, section, 'TOC');
  drawContentsEntries(pdf, toc, entries, {
    page: firstPage,
    y: pdf.y + 18,
    lineHeight: CONTENTS_LINE,
    size: BODY_SIZE + 0.5,
  });
  toc.end();
  section.end();
}

/**
 * Leaflet layout for short guides: the first page opens with a compact title band and the review dates, and the
 * chapters follow on the same page. A leaflet of two pages is read top to bottom, so it has no contents list (its
 * PDF outline still lists the chapters).
 */
function renderLeafletHeader(pdf: PdfDoc, parent: Struct, doc: GuideDocument, options: RenderOptions): void {
  const width = pdf.page.width;
  const inner = width - MARGIN.left - MARGIN.right;
  pdf.font(FONT.bold).fontSize(24);
  const titleHeight = pdf.heightOfString(doc.title, { width: inner, lineGap: 3 });
  const bandHeight = 56 + 20 + titleHeight + 22;
  artifact(pdf, 'Layout', () => pdf.rect(0, 0, width, bandHeight).fill(COLOUR.accent));
  addText(pdf, parent, 'P', () => {
    pdf.font(FONT.bold).fontSize(11).fillColor(COLOUR.white);
    pdf.text(options.practiceName, MARGIN.left, 44, { width: inner });
  });
  addText(pdf, parent, 'H1', () => {
    pdf.font(FONT.bold).fontSize(24).fillColor(COLOUR.white);
    pdf.text(doc.title, MARGIN.left, 44 + 20 + 12, { width: inner, lineGap: 3 });
  });

  pdf.y = bandHeight + 22;
  addText(pdf, parent, 'P', () => {
    pdf.font(FONT.bold).fontSize(14).fillColor(COLOUR.accentDark);
    pdf.text('Information for patients', MARGIN.left, pdf.y, { width: inner });
  });
  pdf.y += 6;
  addText(pdf, parent, 'P', () => {
    pdf.font(FONT.regular).fontSize(BODY_SIZE).fillColor(COLOUR.text);
    pdf.text(doc.summary, MARGIN.left, pdf.y, { width: inner, lineGap: LINE_GAP });
  });
  pdf.y += 6;
  addText(pdf, parent, 'P', () => {
    pdf.font(FONT.regular).fontSize(9.5).fillColor(COLOUR.muted);
    pdf.text(
      `${doc.category}  \u00B7  Published ${formatPublished(String(doc.published))}\nPage last reviewed ${formatDate(doc.review.lastReviewed)}  \u00B7  Next review due ${formatDate(doc.review.nextReview)}\n${clinicalReviewStatement(doc.review)}`,
      MARGIN.left,
      pdf.y,
      { width: inner, lineGap: 2 },
    );
  });

  pdf.y += 24;
  pdf.fillColor(COLOUR.text);
}

/** Strips the inline marks, for measuring text before it is drawn. */
export const plainText = (text: string) =>
  parseInline(text)
    .map((segment) => segment.text)
    .join('');

/**
 * The urgent-help box of the web pages, drawn in the PDF: the topic's red flags under their tiers, from
 * content/urgent-help.ts, and the phone numbers as links. Kept on one page. Tagged as the web page's <aside> is
 * read: a section with its heading, each tier's introduction and list, and the contacts; the tinted, bordered box
 * is an artifact. Returns the page it starts on.
 */
function renderUrgentHelp(pdf: PdfDoc, parent: Struct, topic: UrgentHelpKey): number {
  const flags = urgentHelpFor(topic);
  const tiers = (['emergency', 'urgent'] as const).filter((tier) => flags[tier].length > 0);
  const pad = 14;
  const x = MARGIN.left + pad;
  const width = contentWidth(pdf) - 2 * pad;
  const measure = (text: string, w: number, bold = false) =>
    pdf
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(BODY_SIZE)
      .heightOfString(plainText(text), { width: w, lineGap: LINE_GAP });
  let height = 2 * pad + measure(urgentHelpBox.contacts, width);
  for (const tier of tiers) {
    height += measure(urgentHelpBox.intro[tier], width, true) + 4 + PARAGRAPH_GAP;
    for (const item of flags[tier]) height += measure(item, width - LIST_INDENT) + 3;
  }

  // The heading (its rule, title and gap) and the whole box on one page.
  ensureSpace(pdf, 2 * headings.ruleGap + headings.size * 1.5 + headings.after + height);
  const section = startSection(pdf, parent, urgentHelpBox.heading, 'urgent-help', false);
  const page = pdf.bufferedPageRange().count;
  const top = pdf.y;
  artifact(pdf, 'Layout', () => {
    pdf.rect(MARGIN.left, top, contentWidth(pdf), height).fill(COLOUR.dangerTint);
    pdf.rect(MARGIN.left, top, contentWidth(pdf), height).lineWidth(1.5).strokeColor(COLOUR.danger).stroke();
  });
  pdf.y = top + pad;
  for (const tier of tiers) {
    addClosedElement(pdf, section, 'P', richText(pdf, urgentHelpBox.intro[tier], x, width, { bold: true }));
    pdf.y += 4;
    const list = addElement(pdf, section, 'L');
    for (const item of flags[tier]) {
      const bullet = marker(pdf, '\u2022', x, { font: FONT.regular, colour: COLOUR.danger });
      addListItem(pdf, list, bullet, richText(pdf, item, x + LIST_INDENT, width - LIST_INDENT));
      pdf.y += 3;
    }
    list.end();
    pdf.y += PARAGRAPH_GAP;
  }
  addClosedElement(pdf, section, 'P', richText(pdf, urgentHelpBox.contacts, x, width));
  section.end();
  pdf.y = top + height + PARAGRAPH_GAP;
  return page;
}

function renderSourcesAndReview(pdf: PdfDoc, parent: Struct, doc: GuideDocument): void {
  const section = startSection(pdf, parent, 'Sources and review dates', 'sources-and-review', false);
  renderParagraph(
    pdf,
    section,
    `**Page last reviewed:** ${formatDate(doc.review.lastReviewed)}    **Next review due:** ${formatDate(doc.review.nextReview)}\n${clinicalReviewStatement(doc.review)}.`,
  );
  renderParagraph(
    pdf,
    section,
    'This guide was checked against these sources, which you can read for more information:',
  );
  renderList(pdf, section, {
    kind: 'list',
    items: doc.review.sources.map(sourceFor).map((s) => `**${s.title}**. ${s.publisher}. [${s.url}](${s.url})`),
  });
  section.end();
}

/** The running footer of every page after the cover: a rule, the guide's title and "Page N of M", as artifacts. */
function renderFooters(pdf: PdfDoc, doc: GuideDocument, skipFirst: boolean): number {
  const range = pdf.bufferedPageRange();
  const total = range.count;
  for (let i = range.start; i < range.start + range.count; i++) {
    if (skipFirst && i === range.start) continue; // no footer on the cover
    pdf.switchToPage(i);
    const savedBottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0; // writing below the bottom margin must not start a new page
    const y = pdf.page.height - MARGIN.bottom + 28;
    const width = contentWidth(pdf);
    artifact(pdf, 'Pagination', () => {
      pdf
        .moveTo(MARGIN.left, y - 8)
        .lineTo(MARGIN.left + width, y - 8)
        .lineWidth(0.5)
        .strokeColor(COLOUR.rule)
        .stroke();
      pdf.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted);
      pdf.text(doc.title, MARGIN.left, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
      const label = `Page ${i - range.start + 1} of ${total}`;
      pdf.text(label, MARGIN.left + width - pdf.widthOfString(label), y, { lineBreak: false });
    });
    pdf.page.margins.bottom = savedBottom;
  }
  return total;
}

export type Layout = 'booklet' | 'leaflet';

/**
 * Renders one guide. "booklet": cover page, contents page, chapters. "leaflet" (for guides of one or two pages):
 * title band and review dates at the top of page 1, with the chapters following on.
 */
export function renderGuide(doc: GuideDocument, options: RenderOptions, layout: Layout = 'booklet'): Promise<Rendered> {
  validate(doc);
  headings = layout === 'booklet' ? BOOKLET_HEADINGS : LEAFLET_HEADINGS;
  const created = new Date(`${doc.review.lastReviewed}T00:00:00Z`);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    // A tagged PDF (structure tree, marked content, artifacts) in the guide's language, its title in the window.
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    lang: 'en-GB',
    info: {
      Title: doc.title,
      Author: options.practiceName,
      Subject: doc.summary,
      Keywords: `${doc.category}; patient information`,
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // The root of the structure tree: everything a reader hears, in reading order, hangs from it.
  const document = pdf.struct('Document');
  pdf.addStructure(document);

  const entryCount = doc.chapters.length + (doc.urgentHelp ? 2 : 1);
  const contentsPage = 1; // zero-based: the page after the cover
  let contents: Struct | undefined;
  if (layout === 'booklet') {
    // Page 1: cover. Then the contents, reserved now (in the reading order too) and filled in once the chapter
    // pages are known.
    renderCover(pdf, document, doc, options);
    contents = addElement(pdf, document, 'Sect');
    for (let i = 0; i < contentsPagesNeeded(pdf, entryCount); i++) pdf.addPage();
    pdf.outline.addItem('Contents');
    pdf.addPage();
  } else {
    renderLeafletHeader(pdf, document, doc, options);
  }

  const entries: ContentsEntry[] = [];
  doc.chapters.forEach((chapter, index) => {
    const section = startSection(pdf, document, chapter.title, chapter.id, layout === 'booklet' && index === 0);
    entries.push({ title: chapter.title, destination: chapter.id, page: pdf.bufferedPageRange().count });
    for (const block of chapter.blocks) renderBlock(pdf, section, block);
    section.end();
  });
  if (doc.urgentHelp) {
    const page = renderUrgentHelp(pdf, document, doc.urgentHelp);
    entries.push({ title: urgentHelpBox.heading, destination: 'urgent-help', page });
  }
  renderSourcesAndReview(pdf, document, doc);
  entries.push({
    title: 'Sources and review dates',
    destination: 'sources-and-review',
    page: pdf.bufferedPageRange().count,
  });

  if (contents) renderContents(pdf, contents, contentsPage, entries);
  const pages = renderFooters(pdf, doc, layout === 'booklet');
  pdf.end();
  return done.then((buffer) => ({ buffer, pages }));
}

/** Short guides that fit on two pages are laid out as a leaflet; everything else as a booklet. */
export async function renderBest(doc: GuideDocument, options: RenderOptions): Promise<Rendered & { layout: Layout }> {
  const leaflet = await renderGuide(doc, options, 'leaflet');
  if (leaflet.pages <= 2) return { ...leaflet, layout: 'leaflet' };
  return { ...(await renderGuide(doc, options, 'booklet')), layout: 'booklet' };
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.join(root, 'public', 'documents');
  mkdirSync(outDir, { recursive: true });

  const ids = new Set<string>();
  const counts: Record<string, number> = {};
  for (const doc of documents) {
    if (ids.has(doc.id)) throw new Error(`Two documents use the id "${doc.id}"`);
    ids.add(doc.id);
    const { buffer, pages, layout } = await renderBest(doc, { practiceName: practice.practiceName });
    const file = path.join(outDir, `${doc.id}.pdf`);
    let unchanged = false;
    try {
      unchanged = readFileSync(file).equals(buffer);
    } catch {
      unchanged = false;
    }
    if (!unchanged) writeFileSync(file, buffer);
    counts[doc.id] = pages;
    console.log(
      `${unchanged ? 'unchanged' : 'wrote    '} public/documents/${doc.id}.pdf  ${String(pages).padStart(2)} pages  ${layout.padEnd(7)}  "${doc.fileName}"`,
    );
  }
  writeFileSync(path.join(root, 'content', 'documents', 'page-counts.json'), `${JSON.stringify(counts, null, 2)}\n`);
  console.log(`Wrote content/documents/page-counts.json (${documents.length} documents)`);
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
