import { describe, expect, it } from 'vitest';

import { physiotherapyDirectory } from '@/content/care/physiotherapy';
import type { PhysioCentre } from '@/content/care/types';
import { centresAvailableLabel, directoryRegions, mapsSearchUrl } from '@/lib/physiotherapy';

describe('mapsSearchUrl', () => {
  it('searches OpenStreetMap for the encoded address', () => {
    expect(mapsSearchUrl('9 Guild Court, Stratford-upon-Avon CV37 9ZZ')).toBe(
      'https://www.openstreetmap.org/search?query=9%20Guild%20Court%2C%20Stratford-upon-Avon%20CV37%209ZZ',
    );
  });
});

describe('centresAvailableLabel', () => {
  it('is the count followed by the spec wording', () => {
    expect(centresAvailableLabel(3)).toBe('3 Centers Available');
  });
});

describe('directoryRegions', () => {
  it('adds an "Other areas" group, last, only for centres that match no region', () => {
    const rugby: PhysioCentre = {
      name: 'Test centre',
      address: '1 Market Street, Rugby CV21 9ZZ',
      phone: '01632 960999',
      description: 'A centre outside the three regions.',
    };
    const regions = directoryRegions({
      ...physiotherapyDirectory,
      centres: [...physiotherapyDirectory.centres, rugby],
    });
    expect(regions.map((r) => r.name)).toEqual([
      'North Warwickshire',
      'Central Warwickshire',
      'South Warwickshire',
      'Other areas',
    ]);
    expect(regions.at(-1)!.centres).toEqual([rugby]);
    expect(directoryRegions(physiotherapyDirectory).map((r) => r.name)).not.toContain('Other areas');
  });
});
