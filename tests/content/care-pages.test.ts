import { describe, expect, it } from 'vitest';

import { documentCard } from '@/components/info/document-lookup';
import { miopApp } from '@/content/care/miop-app';
import { physiotherapyDirectory } from '@/content/care/physiotherapy';
import { preAndPostCare } from '@/content/care/pre-and-post-care';
import { footerPolicyLinks } from '@/content/footer';
import { infoPages } from '@/lib/info-pages';
import { trustPages } from '@/content/trust';
import type { PageBlock } from '@/content/types';
import { usefulLinks } from '@/content/useful-links';
import { directoryRegions } from '@/lib/physiotherapy';
import { regionOf } from '@/lib/regions';

const blockOf = <T extends PageBlock['type']>(blocks: PageBlock[], type: T, id: string) => {
  const block = blocks.find((b) => b.type === type && 'id' in b && b.id === id);
  if (!block) throw new Error(`no ${type} block "${id}"`);
  return block as Extract<PageBlock, { type: T }>;
};

const fictionalPhone = /^(01632 960\d{3}|020 7946 0\d{3})$/;
const fictionalEmail = /^[a-z.]+@example\.(com|org)$/;
const fictionalWebsite = /^https:\/\/[a-z-]+\.example\.com$/;

describe('physiotherapy directory', () => {
  const { centres, regions, braceProviders } = physiotherapyDirectory;

  it('has 7 centres in the 3 regions of the spec, with its subtitles, and 2 brace providers', () => {
    expect(centres).toHaveLength(7);
    expect(regions.map((r) => [r.name, r.subtitle])).toEqual([
      ['North Warwickshire', 'Including Coventry and surrounding areas'],
      ['Central Warwickshire', 'Including Warwick, Kenilworth, Leamington Spa, and Stoneleigh'],
      ['South Warwickshire', 'Including Stratford-upon-Avon and surrounding areas'],
    ]);
    expect(braceProviders.providers).toHaveLength(2);
  });

  it('places every centre in a region by its address, and leaves none for "Other areas"', () => {
    for (const centre of centres) expect(regionOf(centre.address), centre.address).toBeDefined();
    expect(directoryRegions(physiotherapyDirectory).map((r) => r.centres.length)).toEqual([2, 3, 2]);
  });

  it('has a centre without a website and one without an email, so the omission is shown', () => {
    expect(centres.some((c) => !c.website)).toBe(true);
    expect(centres.some((c) => !c.email)).toBe(true);
  });

  it('uses only fictional contact details', () => {
    const people = [...centres, ...braceProviders.providers];
    for (const entry of people) {
      expect(entry.phone).toMatch(fictionalPhone);
      if (entry.email) expect(entry.email).toMatch(fictionalEmail);
      if (entry.website) expect(entry.website).toMatch(fictionalWebsite);
    }
  });
});

describe('Pre & Post Care', () => {
  it('links the physiotherapy and MiOp pages', () => {
    const cards = blockOf(preAndPostCare.blocks, 'links', 'care-services');
    expect(cards.links.map((l) => l.href)).toEqual(['/PreAndPostcare/physiotherapy', '/PreAndPostcare/miop-app']);
  });

  it('has the spec sections "Preparing for Surgery" and "Recovery Support"', () => {
    const titles = (id: string) => {
      const block = blockOf(preAndPostCare.blocks, 'sections', id);
      return [block.title, block.sections.map((s) => s.title)];
    };
    // The day of the operation and what to bring go further than the spec: the questions patients ask about any
    // operation, which the procedure pages answer only for their own.
    expect(titles('preparing-for-surgery')).toEqual([
      'Preparing for Surgery',
      [
        'Pre-Op Planning',
        'Health Optimization',
        'On the Day of Your Operation',
        'What to Bring to Hospital',
        'Educational Resources',
      ],
    ]);
    expect(titles('recovery-support')).toEqual([
      'Recovery Support',
      ['Rehabilitation', 'Ongoing Support', 'Video Guides'],
    ]);
  });
});

describe('MiOp app page', () => {
  it('has 4 common questions and the 4 key features of the spec', () => {
    expect(blockOf(miopApp.blocks, 'faq', 'common-questions').items).toHaveLength(4);
    expect(blockOf(miopApp.blocks, 'faq', 'common-questions').title).toBe('Common Questions');
    const features = blockOf(miopApp.blocks, 'features', 'key-features');
    expect(features.title).toBe('Key Features');
    expect(features.cards.map((c) => c.title)).toEqual([
      'Personalized Care Plan',
      'Progress Tracking',
      'Direct Communication',
      'Exercise Guidance',
    ]);
  });

  it('has a store download link and a website link to other sites', () => {
    const links = blockOf(miopApp.blocks, 'links', 'get-the-app').links;
    expect(links.map((l) => l.title)).toEqual(['Download the MiOp app', 'Visit the MiOp website']);
    for (const link of links) expect(link.href).toMatch(/^https:\/\/[a-z]+\.example\.com(\/|$)/);
    // Placeholder addresses must be labelled as such where people see them.
    expect(blockOf(miopApp.blocks, 'links', 'get-the-app').note).toMatch(/Demo site:.*placeholders/);
  });
});

describe('Useful Links', () => {
  const ids = blockOf(usefulLinks.blocks, 'documents', 'patient-guides').documentIds;

  it('offers the 4 PDFs of the spec, each a Treatment Guide or a Patient Resource', () => {
    const cards = ids.map(documentCard);
    expect(cards.map((c) => c.title)).toEqual([
      'Knee-pain treatments guide',
      'Partial knee system',
      'Hip replacement patient guide',
      'Arthritis FAQ',
    ]);
    for (const card of cards) expect(['Treatment Guide', 'Patient Resource']).toContain(card.category);
  });

  it("links each guide's web page", () => {
    for (const id of ids) expect(documentCard(id).htmlHref).toBe(`/guides/${id}`);
  });
});

// The care pages, Useful Links and the guides are in infoPages, checked by content/pages/content.test.ts.
describe('trust pages', () => {
  it.each(trustPages.map((page) => [page.path, page] as const))('%s has review dates and sources', (_, page) => {
    const { lastReviewed, nextReview, sources } = page.review;
    expect(lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(nextReview > lastReviewed, 'next review after last review').toBe(true);
    expect(sources.length).toBeGreaterThan(0);
  });

  it('have titles and meta descriptions (under 160 characters) that no other page uses', () => {
    const all = [...infoPages, ...trustPages];
    expect(new Set(all.map((p) => p.title)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.description)).size).toBe(all.length);
    for (const page of trustPages) expect(page.description.length, page.path).toBeLessThan(160);
  });

  it('are all linked from the footer', () => {
    expect(footerPolicyLinks.map((l) => l.href)).toEqual(trustPages.map((p) => p.path));
  });
});

describe('demo placeholders', () => {
  it('the physiotherapy directory says its fictional centres and addresses are placeholders', () => {
    const intro = physiotherapyDirectory.intro.map((block) => (block.kind === 'paragraph' ? block.text : '')).join(' ');
    expect(intro).toMatch(/Demo listing:.*placeholders/);
  });
});
