import type { RegionId } from '@/content/care/types';

/**
 * The spec's rule for grouping physiotherapy centres by region, from the address text alone:
 *   Coventry -> North; Kenilworth, Warwick, Leamington or Stoneleigh -> Central; Stratford -> South.
 *
 * Two refinements the spec's wording leaves open, chosen so a real address lands where a patient expects:
 * - Place names match as whole words, ignoring case, so "Warwickshire" (the county, in almost every address) does
 *   not count as "Warwick", while "Stratford-upon-Avon" and "Leamington Spa" do count.
 * - When an address names more than one place, the one written last wins. UK addresses run street, town, county,
 *   postcode, so the last place named is the town: "Warwick Road, Coventry" is in Coventry (North) and
 *   "Coventry Road, Kenilworth" is in Kenilworth (Central).
 *
 * An address that names none of the places gets no region (`undefined`). The directory then lists that centre
 * under "Other areas" after the three regions, so it is never hidden from patients; the content test for the
 * directory fails so that whoever added it notices and either fixes the address or adds a place to a rule here.
 */
export const regionRules: readonly { region: RegionId; places: readonly string[] }[] = [
  { region: 'north', places: ['Coventry'] },
  { region: 'central', places: ['Kenilworth', 'Warwick', 'Leamington', 'Stoneleigh'] },
  { region: 'south', places: ['Stratford'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function regionOf(address: string): RegionId | undefined {
  let found: { region: RegionId; at: number } | undefined;
  for (const { region, places } of regionRules) {
    for (const place of places) {
      // Letters on either side would make it part of another word ("Warwickshire"); hyphens and spaces do not.
      const pattern = new RegExp(`(?<![\\p{L}])${escape(place)}(?![\\p{L}])`, 'giu');
      for (const match of address.matchAll(pattern)) {
        if (!found || match.index > found.at) found = { region, at: match.index };
      }
    }
  }
  return found?.region;
}

export type RegionGroup<Item, Region> = { region: Region; items: Item[] };

/**
 * Puts each item into its region's group, in the order the regions are given, keeping the items' own order.
 * Items whose address matches no region are returned apart, for an "Other areas" group.
 */
export function groupByRegion<Item extends { address: string }, Region extends { id: RegionId }>(
  items: readonly Item[],
  regions: readonly Region[],
): { groups: RegionGroup<Item, Region>[]; unmatched: Item[] } {
  const groups = regions.map((region) => ({
    region,
    items: items.filter((item) => regionOf(item.address) === region.id),
  }));
  const unmatched = items.filter((item) => regionOf(item.address) === undefined);
  return { groups, unmatched };
}
