/**
 * Shapes of the care pages that are not plain information pages (see content/types.ts for those):
 * the physiotherapy directory.
 */
import type { Block, ContentSection, Review } from '../types';

/** A physiotherapy centre. Its region comes from the address (lib/regions.ts); the maps link is built from it. */
export type PhysioCentre = {
  name: string;
  /** One line, town included: "14 Larkfield Row, Coventry CV1 9ZZ". */
  address: string;
  phone: string;
  /** Omitted when the centre has none; the card then shows no website link. */
  website?: `https://${string}`;
  /** Omitted when the centre has none; the card then shows no email link. */
  email?: string;
  /** What the centre offers, in a sentence. */
  description: string;
};

/** A supplier of knee and hip braces: a named contact person at a brand. */
export type BraceProvider = {
  contactPerson: string;
  brand: string;
  website: `https://${string}`;
  email: string;
  phone: string;
  description: string;
};

/** The directory's regions; lib/regions.ts places each centre in one from its address. */
export type RegionId = 'north' | 'central' | 'south';

type PhysioRegion = {
  id: RegionId;
  name: string;
  /** The spec's subtitle, e.g. "Including Coventry and surrounding areas". */
  subtitle: string;
};

export type PhysiotherapyDirectory = {
  path: string;
  title: string;
  /** Meta description: unique, under 160 characters. */
  description: string;
  hero: { title: string; subtitle: string };
  intro: Block[];
  /** In the order they are shown. */
  regions: PhysioRegion[];
  centres: PhysioCentre[];
  /** Shown when a centre's address names none of the regions' places (lib/regions.ts). */
  otherAreas: { name: string; subtitle: string };
  braceProviders: { title: string; intro: string; providers: BraceProvider[] };
  /** Advice on choosing and using physiotherapy, after the directory. */
  guidance: ContentSection[];
  review: Review;
};
