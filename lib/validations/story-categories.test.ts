import { describe, expect, it } from 'vitest';

import { conditionPages, treatmentPages } from '@/content/pages';
import type { InfoPage } from '@/content/types';

import { sectionPath } from '../slug';
import { CONDITION_CATEGORIES, CONDITION_CHOICES, namedCategories, TREATMENT_CHOICES } from './story-categories';

/** Each category must lead to a page and each page have a category, so a story can always be filed under its page. */
function unmatched(section: string, categories: readonly string[], pages: InfoPage[]) {
  const pageOf = (category: string) => pages.find((page) => page.path.startsWith(sectionPath(section, category)));
  return {
    categoriesWithoutPage: categories.filter((category) => !pageOf(category)),
    pagesWithoutCategory: pages.filter((page) => !categories.some((c) => pageOf(c) === page)).map((p) => p.path),
  };
}

describe('story categories', () => {
  const none = { categoriesWithoutPage: [], pagesWithoutCategory: [] };

  it('pair every named treatment with a treatment page, and back', () => {
    expect(unmatched('Treatments', namedCategories(TREATMENT_CHOICES), treatmentPages)).toEqual(none);
  });

  it('pair every named condition with a condition page, and back', () => {
    expect(unmatched('Conditions', namedCategories(CONDITION_CHOICES), conditionPages)).toEqual(none);
  });

  it("offer the spec's short condition names, with All first and Other last", () => {
    expect(CONDITION_CATEGORIES[0]).toBe('All');
    expect(CONDITION_CATEGORIES.at(-1)).toBe('Other');
    expect(CONDITION_CATEGORIES).toContain('ACL/ Ligament Injury');
    expect(CONDITION_CATEGORIES.some((c) => c.includes('('))).toBe(false);
  });
});
