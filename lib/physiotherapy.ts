import type { PhysioCentre, PhysiotherapyDirectory } from '@/content/care/types';
import type { InfoPage } from '@/content/types';
import { groupByRegion } from '@/lib/regions';

/** A maps search for an address; OpenStreetMap needs no key and sets no tracking cookies. */
export const mapsSearchUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** The spec's count line on each region card, worded exactly as the spec gives it. */
export const centresAvailableLabel = (count: number) => `${count} Centers Available`;

export type DirectoryRegion = { id: string; name: string; subtitle: string; centres: PhysioCentre[] };

/**
 * The directory's regions in display order, each with its centres (region derived from the address).
 * Centres whose address names no region's place come last under "Other areas", so none is ever hidden.
 */
export function directoryRegions(directory: PhysiotherapyDirectory): DirectoryRegion[] {
  const { groups, unmatched } = groupByRegion(directory.centres, directory.regions);
  const regions: DirectoryRegion[] = groups.map(({ region, items }) => ({ ...region, centres: items }));
  if (unmatched.length > 0) regions.push({ id: 'other-areas', ...directory.otherAreas, centres: unmatched });
  return regions;
}

/**
 * The directory as an information page (hero, review dates, sources, structured data); its advice sections are
 * the blocks, and the route puts the directory itself first.
 */
export function physiotherapyInfoPage(directory: PhysiotherapyDirectory): InfoPage {
  const { path, title, description, hero, guidance, review } = directory;
  return {
    path,
    title,
    description,
    hero,
    schemaType: 'MedicalWebPage',
    blocks: [{ type: 'sections', id: 'physiotherapy-advice', layout: 'stack', sections: guidance }],
    review,
  };
}
