import { describe, expect, it } from 'vitest';

import { groupByRegion, regionOf } from '@/lib/regions';

describe('regionOf: the spec rule', () => {
  it.each([
    ['14 Priory Street, Coventry CV1 0ZZ', 'north'],
    ['3 Abbey End, Kenilworth CV8 0ZZ', 'central'],
    ['22 Smith Street, Warwick CV34 0ZZ', 'central'],
    ['9 Regent Grove, Leamington Spa CV32 0ZZ', 'central'],
    ['Stoneleigh Park, Stoneleigh CV8 0ZZ', 'central'],
    ['41 Wood Street, Stratford-upon-Avon CV37 0ZZ', 'south'],
  ] as const)('%s -> %s', (address, region) => {
    expect(regionOf(address)).toBe(region);
  });

  it('ignores case', () => {
    expect(regionOf('1 HIGH STREET, COVENTRY')).toBe('north');
  });

  it('does not read the county "Warwickshire" as the town "Warwick"', () => {
    expect(regionOf('5 Bridge Street, Stratford-upon-Avon, Warwickshire CV37 0ZZ')).toBe('south');
    expect(regionOf('2 Station Road, Coventry, Warwickshire')).toBe('north');
  });

  it('takes the town, written after the street, when a street is named after another place', () => {
    expect(regionOf('80 Warwick Road, Coventry CV3 0ZZ')).toBe('north');
    expect(regionOf('12 Coventry Road, Kenilworth CV8 0ZZ')).toBe('central');
    expect(regionOf('7 Stratford Road, Warwick CV34 0ZZ')).toBe('central');
  });

  it('gives no region to an address that names none of the places', () => {
    expect(regionOf('10 Church Street, Rugby CV21 0ZZ')).toBeUndefined();
    expect(regionOf('Nuneaton, Warwickshire')).toBeUndefined();
  });
});

describe('groupByRegion', () => {
  const regions = [{ id: 'north' }, { id: 'central' }, { id: 'south' }] as const;

  it('groups in the regions order and keeps unmatched addresses apart', () => {
    const centres = [
      { name: 'A', address: 'Stratford-upon-Avon' },
      { name: 'B', address: 'Coventry' },
      { name: 'C', address: 'Rugby' },
      { name: 'D', address: 'Warwick' },
      { name: 'E', address: 'Coventry' },
    ];
    const { groups, unmatched } = groupByRegion(centres, regions);
    expect(groups.map((g) => [g.region.id, g.items.map((c) => c.name)])).toEqual([
      ['north', ['B', 'E']],
      ['central', ['D']],
      ['south', ['A']],
    ]);
    expect(unmatched.map((c) => c.name)).toEqual(['C']);
  });
});
