import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { documents } from '@/content/documents';
import pageCounts from '@/content/documents/page-counts.json';
import { practice } from '@/content/practice';

import { renderBest } from './build-documents';

/**
 * The PDFs in public/documents and their page counts in content/documents/page-counts.json are made by
 * scripts/build-documents.ts from the guide modules. The output is deterministic, so rendering again must give
 * the committed bytes: a guide edited without re-running `npm run build:documents` fails here, and the count
 * the site shows is the count of the file it serves.
 */
const documentsDir = path.join(import.meta.dirname, '..', 'public', 'documents');

describe('the committed patient guides', () => {
  it('are one PDF and one page count per guide, and nothing else', () => {
    const ids = documents.map((d) => d.id).sort();
    const files = readdirSync(documentsDir)
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => f.slice(0, -'.pdf'.length))
      .sort();
    expect(files).toEqual(ids);
    expect(Object.keys(pageCounts).sort()).toEqual(ids);
  });

  it.each(documents.map((doc) => [doc.id, doc] as const))(
    '%s.pdf and its page count are what build:documents makes from the content',
    async (id, doc) => {
      const { buffer, pages } = await renderBest(doc, { practiceName: practice.practiceName });
      const committed = readFileSync(path.join(documentsDir, `${id}.pdf`));
      expect(committed.equals(buffer), `public/documents/${id}.pdf is out of date: run npm run build:documents`).toBe(
        true,
      );
      expect((pageCounts as Record<string, number>)[id]).toBe(pages);
    },
  );
});
