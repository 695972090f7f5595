import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documents } from '../content/documents/index';
import { countPdfPages } from './pdf-pages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documentsDir = path.join(root, 'public', 'documents');
const countsFile = path.join(root, 'content', 'documents', 'page-counts.json');

const encode = (text: string) => new TextEncoder().encode(text);

/** A minimal hand-written PDF whose page tree has a root (3 pages) and a child node (2 pages). */
const nestedTreePdf = [
  '%PDF-1.4',
  '1 0 obj',
  '<< /Type /Catalog /Pages 2 0 R /ViewerPreferences << /DisplayDocTitle true >> >>',
  'endobj',
  '2 0 obj',
  '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 3 >>',
  'endobj',
  '3 0 obj',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  'endobj',
  '4 0 obj',
  '<< /Type /Pages /Parent 2 0 R /Kids [5 0 R 6 0 R] /Count 2 >>',
  'endobj',
  '5 0 obj',
  '<< /Type /Page /Parent 4 0 R >>',
  'endobj',
  '6 0 obj',
  '<< /Type /Page /Parent 4 0 R >>',
  'endobj',
  'trailer',
  '<< /Size 7 /Root 1 0 R >>',
  '%%EOF',
].join('\n');

describe('countPdfPages', () => {
  it('reads /Count from the root page tree, not from a child node', () => {
    expect(countPdfPages(encode(nestedTreePdf))).toBe(3);
  });

  it('does not confuse object 1 with object 11', () => {
    const pdf = nestedTreePdf
      .replace('/Root 1 0 R', '/Root 11 0 R')
      .replace('1 0 obj\n<< /Type /Catalog', '11 0 obj\n<< /Type /Catalog');
    expect(countPdfPages(encode(pdf))).toBe(3);
  });

  it('rejects a file that is not a PDF', () => {
    expect(() => countPdfPages(encode('hello'))).toThrow(/Not a PDF/);
  });
});

describe('generated patient guides', () => {
  const counts = existsSync(countsFile) ? (JSON.parse(readFileSync(countsFile, 'utf8')) as Record<string, number>) : {};

  it('has a PDF and a recorded page count for every document, and no stray PDFs', () => {
    const ids = documents.map((d) => d.id).sort();
    const files = existsSync(documentsDir)
      ? readdirSync(documentsDir)
          .filter((f) => f.endsWith('.pdf'))
          .map((f) => f.slice(0, -'.pdf'.length))
          .sort()
      : [];
    expect(files).toEqual(ids);
    expect(Object.keys(counts).sort()).toEqual(ids);
  });

  for (const doc of documents) {
    it(`${doc.id}.pdf has the page count pdfkit reported`, () => {
      const buffer = readFileSync(path.join(documentsDir, `${doc.id}.pdf`));
      const pages = countPdfPages(buffer);
      expect(pages).toBeGreaterThan(0);
      expect(pages).toBe(counts[doc.id]);
    });
  }
});
