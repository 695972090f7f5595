import { describe, expect, it } from 'vitest';

import { CONDITION_CATEGORIES, CONDITION_CHOICES, TREATMENT_CATEGORIES, TREATMENT_CHOICES } from './categories';

describe('story categories', () => {
  it('are exactly the spec’s lists, in order', () => {
    expect(CONDITION_CATEGORIES).toEqual([
      'All',
      'Knee Arthritis',
      'Cartilage Tear',
      'ACL/ Ligament Injury',
      'Anterior Knee Pain',
      'Kneecap Problems',
      'Other',
    ]);
    expect(TREATMENT_CATEGORIES).toEqual([
      'All',
      'Non-Surgical Treatment For Knees',
      'Knee Arthroscopy',
      'ACL Reconstruction',
      'Total Knee Replacement',
      'Partial Knee Replacement',
      'Knee Osteotomy',
      'Patellar Realignment',
      'Patellar Stabilization',
      'Non-Surgical Treatment For Hips',
      'Hip Replacement',
      'Other',
    ]);
  });

  it('offers the form every category except All', () => {
    expect(CONDITION_CHOICES).toEqual(CONDITION_CATEGORIES.slice(1));
    expect(TREATMENT_CHOICES).not.toContain('All');
    expect(TREATMENT_CHOICES).toHaveLength(11);
  });
});
