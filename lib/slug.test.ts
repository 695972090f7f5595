import { describe, expect, it } from 'vitest';

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
