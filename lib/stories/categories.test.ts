import { describe, expect, it } from 'vitest';

import { conditionPages, treatmentPages } from '@/content/pages';
import type { InfoPage } from '@/content/types';

import { sectionPath } from '../slug';
import { CONDITION_CHOICES, namedCategories, TREATMENT_CHOICES } from './categories';

/**
 * The story form's categories are the spec's list, typed apart from the site's pages (the spec shortens "ACL/
 * Ligament Injury (Sports Knee Injury)"). Each must still match a page and each page a category, so a treatment
 * added to one and not the other fails here.
 */
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
});
