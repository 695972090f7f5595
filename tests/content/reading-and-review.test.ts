import { describe, expect, it } from 'vitest';

import { allProcedures } from '@/content/procedures';
import { pageLines, pageText } from '@/lib/page-text';
import { procedureInfoPage } from '@/lib/procedure-page';
import { readability } from '@/lib/readability';

import { infoPages } from '@/lib/info-pages';

/** Every information page: conditions, treatments, procedure indexes and pages, care pages, Useful Links, guides. */
const pages = [...infoPages, ...allProcedures.map(procedureInfoPage)];

describe('reading grade', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s reads at Flesch-Kincaid grade 8 or below', (_, page) => {
    const { grade, longest } = readability(pageText(page).blocks);
    expect(grade, `grade ${grade.toFixed(1)}; longest sentence: "${longest}"`).toBeLessThanOrEqual(8);
  });
});

describe('clinical review', () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    '%s records who reviewed it (or that no one has yet), with the day of any review',
    (_, page) => {
      expect(page.review, 'set reviewedBy: null until a clinician has reviewed the page').toHaveProperty('reviewedBy');
      if (page.review.reviewedBy) {
        expect(page.review.reviewedOn, 'reviewedOn').toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(page.review.reviewedOn! <= page.review.lastReviewed, 'reviewed on or before the last review').toBe(true);
      } else {
        expect(page.review.reviewedOn, 'reviewedOn without reviewedBy').toBeUndefined();
      }
    },
  );

  it('no page claims in its text a review that is not recorded', () => {
    const claims = pages.flatMap((page) =>
      pageLines(page)
        .filter((line) => /\b(reviewed|checked|approved|signed off) by\b/i.test(line))
        .map((line) => `${page.path}: ${line}`),
    );
    expect(claims).toEqual([]);
  });
});

describe('what a page shows', () => {
  it('is words, never a placeholder left in the source (a `${...}` typed in plain quotes shows as code)', () => {
    const placeholders = pages.flatMap((page) =>
      pageLines(page)
        .filter((line) => /\$\{|\{\{|undefined|\[object Object\]/.test(line))
        .map((line) => `${page.path}: ${line}`),
    );
    expect(placeholders).toEqual([]);
  });
});
