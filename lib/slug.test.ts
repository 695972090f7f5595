import { describe, expect, it } from 'vitest';

import { mainNavigation } from '@/content/navigation';

import { sectionPath, slugify } from './slug';

describe('slugify', () => {
  it('lowercases and turns spaces into hyphens, keeping other characters', () => {
    expect(slugify('Non-Surgical Treatment For Knees')).toBe('non-surgical-treatment-for-knees');
    expect(slugify('MiOp App')).toBe('miop-app');
  });

  it('keeps the spec route for the ACL page, slash and brackets included', () => {
    expect(sectionPath('Conditions', 'ACL/ Ligament Injury (Sports Knee Injury)')).toBe(
      '/Conditions/acl/-ligament-injury-(sports-knee-injury)',
    );
  });
});

describe("the navigation's addresses", () => {
  it('follow the spec slug rule under their section', () => {
    for (const entry of mainNavigation) {
      const links = [...(entry.items ?? []), ...(entry.groups ?? []).flatMap((group) => group.items)];
      for (const link of links) expect(link.href).toBe(sectionPath(entry.href.slice(1), link.label));
    }
  });
});
