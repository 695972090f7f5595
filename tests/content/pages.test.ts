import { describe, expect, it } from 'vitest';

import { getDocument } from '@/content/documents';
import {
  conditionLinks,
  hipTreatmentLinks,
  kneeTreatmentLinks,
  mainNavigation,
  topBarLinks,
} from '@/content/navigation';
import { allProcedures, hipProcedures, kneeProcedures } from '@/content/procedures';
import { trustPages } from '@/content/trust';
import type { Block, FaqItem, InfoPage, PageBlock, Review } from '@/content/types';
import { blocksToText } from '@/lib/plain-text';
import { procedureInfoPage, procedurePath } from '@/lib/procedure-page';

import { getInfoPage, guidePages, infoPages } from '@/lib/info-pages';

import { conditionPages, treatmentPages } from '@/content/pages';
import { conditionsIndex, treatmentsIndex } from '@/content/pages/indexes';

const page = (route: string): InfoPage => {
  const found = getInfoPage(route);
  if (!found) throw new Error(`no page at ${route}`);
  return found;
};

/** Every block of a page, tabs opened up. */
const allBlocks = (blocks: PageBlock[]): PageBlock[] =>
  blocks.flatMap((block) =>
    block.type === 'tabs' ? [block, ...allBlocks(block.tabs.flatMap((t) => t.blocks))] : [block],
  );

const blocksOfType = <T extends PageBlock['type']>(p: InfoPage, type: T) =>
  allBlocks(p.blocks).filter((b): b is Extract<PageBlock, { type: T }> => b.type === type);

const faqs = (p: InfoPage): FaqItem[] => blocksOfType(p, 'faq').flatMap((b) => b.items);
const sectionTitles = (p: InfoPage) => blocksOfType(p, 'sections').flatMap((b) => b.sections.map((s) => s.title));

/** All the text a page shows from its blocks, marks included (so links can be found). */
function pageText(p: InfoPage): string {
  const text = (blocks: Block[]) => JSON.stringify(blocks);
  return allBlocks(p.blocks)
    .map((block) => {
      switch (block.type) {
        case 'faq':
          return block.items.map((i) => `${i.question} ${text(i.answer)}`).join(' ');
        case 'sections':
          return block.sections.map((s) => `${s.title} ${text(s.blocks)}`).join(' ');
        case 'accordion':
          return `${block.intro ?? ''} ${block.items.map((s) => `${s.title} ${text(s.blocks)}`).join(' ')}`;
        case 'timeline':
          return block.steps.map((s) => `${s.time} ${s.description}`).join(' ');
        case 'complications':
          return block.items.join(' ');
        case 'links':
          return block.links.map((l) => `[${l.title}](${l.href})`).join(' ');
        case 'figure':
          return block.caption;
        default:
          return '';
      }
    })
    .join(' ');
}

const wordCount = (p: InfoPage) =>
  allBlocks(p.blocks)
    .flatMap((b) =>
      b.type === 'faq'
        ? b.items.map((i) => `${i.question} ${blocksToText(i.answer)}`)
        : b.type === 'sections'
          ? b.sections.map((s) => blocksToText(s.blocks))
          : b.type === 'accordion'
            ? b.items.map((s) => blocksToText(s.blocks))
            : [],
    )
    .join(' ')
    .split(/\s+/).length;

describe('structure, as the spec counts it', () => {
  it('Conditions index: five cards linking to the five condition routes', () => {
    expect(conditionsIndex.groups).toHaveLength(1);
    expect(conditionsIndex.groups[0]!.title).toBe('Explore Conditions');
    expect(conditionsIndex.groups[0]!.links.map((l) => l.href)).toEqual(conditionLinks.map((l) => l.href));
    expect(conditionPages.map((p) => p.path)).toEqual(conditionLinks.map((l) => l.href));
  });

  it('Treatments index: eight knee cards and two hip cards, plus links to the procedure pages', () => {
    const [knee, hip] = treatmentsIndex.groups;
    expect(knee!.title).toBe('Knee Procedures');
    expect(knee!.links.map((l) => l.href)).toEqual(kneeTreatmentLinks.map((l) => l.href));
    expect(knee!.links).toHaveLength(8);
    expect(hip!.title).toBe('Hip Procedures');
    expect(hip!.links).toHaveLength(2);
    expect([knee!.more?.href, hip!.more?.href]).toEqual(['/knee-procedures', '/hip-procedures']);
    expect(treatmentPages.map((p) => p.path)).toEqual([...kneeTreatmentLinks, ...hipTreatmentLinks].map((l) => l.href));
  });

  it("Knee Procedures: 5 FAQs and the spec's link groups, in order", () => {
    const p = page('/knee-procedures');
    expect(faqs(p).map((f) => f.question)).toEqual([
      'What types of knee surgery are there?',
      'Do I need surgery?',
      'How long will it take to recover?',
      'What are the risks of knee surgery?',
      'When can I get back to sport and activity?',
    ]);
    const groups = blocksOfType(p, 'links').map((b) => [
      b.title,
      b.links.map((l) => l.href.replace('/knee-procedures/', '')),
    ]);
    expect(groups).toEqual([
      [
        'Arthroscopic procedures',
        [
          'knee-arthroscopy',
          'acl-(anterior-cruciate-ligament)-repair',
          'pcl-reconstruction',
          'meniscectomy-for-meniscus-tear',
          'cartilage-reconstruction',
          'chondroplasty',
        ],
      ],
      [
        'Joint Replacement procedures',
        // Knee arthroplasty is a synonym (content/synonym-routes.ts): its link goes to the canonical page.
        [
          '/Treatments/total-knee-replacement',
          'knee-replacement',
          'knee-replacement-revision',
          'partial-knee-replacement',
        ],
      ],
      [
        'Other procedures',
        [
          'knee-osteotomy',
          'tibial-osteotomy',
          'patella-stabilisation',
          'hamstring-repair',
          'image-guided-knee-joint-injections',
          'knee---mua',
          'nstride®-aps',
          'trauma-knee-surgery',
        ],
      ],
    ]);
  });

  it("Hip Procedures: 5 FAQs and the spec's link groups, in order", () => {
    const p = page('/hip-procedures');
    expect(faqs(p)).toHaveLength(5);
    const groups = blocksOfType(p, 'links').map((b) => [
      b.title,
      b.links.map((l) => l.href.replace('/hip-procedures/', '')),
    ]);
    expect(groups).toEqual([
      [
        'Joint procedures',
        ['/Treatments/hip-replacement', 'hip-replacement', 'hip-cartilage-reconstruction', 'hemiarthroplasty'],
      ],
      [
        'Other procedures',
        ['hip-arthroscopy', 'hip-osteotomy', 'image-guided-hip-joint-injections', 'hip-mua', 'trauma-hip-surgery'],
      ],
    ]);
  });

  it('Knee arthritis: 5 FAQs, the five sections and the three surgical treatment details', () => {
    const p = page('/Conditions/knee-arthritis');
    expect(faqs(p)).toHaveLength(5);
    expect(sectionTitles(p)).toEqual(['About', 'Risk Factors', 'Symptoms', 'Diagnosis', 'Treatment Options']);
    const [surgical] = blocksOfType(p, 'accordion');
    expect(surgical!.title).toBe('Surgical Treatment Details');
    expect(surgical!.items.map((i) => i.title.split(' ')[0])).toEqual(['Arthroscopy', 'Osteotomy', 'Arthroplasty']);
  });

  it("the other condition pages have the spec's sections", () => {
    expect(sectionTitles(page('/Conditions/cartilage-tear'))).toEqual([
      'Causes',
      'Symptoms',
      'Diagnosis',
      'Treatment Options',
    ]);
    expect(blocksOfType(page('/Conditions/cartilage-tear'), 'accordion')[0]!.title).toBe('Surgical Treatment Details');
    expect(sectionTitles(page('/Conditions/acl/-ligament-injury-(sports-knee-injury)'))).toEqual([
      'Background',
      'Symptoms',
      'Diagnosis',
      'Treatment Options',
      'Surgical Procedure',
      'Rehabilitation Process',
    ]);
    expect(sectionTitles(page('/Conditions/anterior-knee-pain'))).toEqual([
      'Background',
      'Diagnosis',
      'Common Causes',
      'Patella Biomechanics',
      'Acute Injuries',
      'Treatment Options',
    ]);
    expect(sectionTitles(page('/Conditions/kneecap-problems'))).toEqual([
      'Understanding',
      'Tracking Disorder',
      'Instability',
      'Diagnostic Approaches',
      'Surgical Options',
    ]);
    for (const p of conditionPages) expect(faqs(p).length, p.path).toBeGreaterThanOrEqual(5);
  });

  it('Non-surgical knee treatment: "Conservative Treatment" (default) and "Orthobiologics Guide" with the PDF card', () => {
    const [tabs] = blocksOfType(page('/Treatments/non-surgical-treatment-for-knees'), 'tabs');
    expect(tabs!.tabs.map((t) => t.label)).toEqual(['Conservative Treatment', 'Orthobiologics Guide']);
    expect(tabs!.defaultIndex).toBe(0);
    expect(tabs!.tabs[0]!.blocks[0]!.type).toBe('faq');
    expect(tabs!.tabs[1]!.blocks.find((b) => b.type === 'documents')).toMatchObject({
      documentIds: ['orthobiologics-guide'],
    });
  });

  it('Knee arthroscopy, ACL reconstruction and total knee replacement have their sections and downloads', () => {
    expect(sectionTitles(page('/Treatments/knee-arthroscopy'))).toEqual([
      'The Procedure',
      'Treatment Options',
      'Post-Operative Care',
    ]);
    expect(blocksOfType(page('/Treatments/knee-arthroscopy'), 'complications')[0]!.title).toBe(
      'Potential Complications',
    );

    const acl = page('/Treatments/acl-reconstruction');
    expect(sectionTitles(acl)).toEqual(expect.arrayContaining(['Before Surgery', 'Rehabilitation Process']));
    expect(blocksOfType(acl, 'complications')[0]!.title).toBe('Potential Complications');
    expect(blocksOfType(acl, 'documents')[0]).toMatchObject({ title: 'Additional Resources' });
    expect(blocksOfType(acl, 'documents')[0]!.documentIds).toHaveLength(2);

    const tkr = page('/Treatments/total-knee-replacement');
    expect(sectionTitles(tkr)).toEqual(['About', 'Rehabilitation', 'Post-Operative Care']);
    expect(blocksOfType(tkr, 'figure')[0]!.caption).toMatch(/^Implant Components/);
    expect(blocksOfType(tkr, 'complications')[0]!.title).toBe('Potential Risks');
    expect(blocksOfType(tkr, 'documents')[0]!.documentIds).toHaveLength(4);
  });

  it('Partial knee replacement: image, 5 common questions, before/after, three columns, the recovery timeline and the three PDFs', () => {
    const p = page('/Treatments/partial-knee-replacement');
    expect(p.blocks[0]!.type).toBe('figure');
    expect(blocksOfType(p, 'faq')[0]).toMatchObject({ title: 'Common Questions' });
    expect(faqs(p)).toHaveLength(5);
    expect(blocksOfType(p, 'figure')).toHaveLength(2);
    const columns = blocksOfType(p, 'sections').find((b) => b.layout === 'columns');
    expect(columns!.sections.map((s) => s.title)).toEqual([
      'Procedure Details',
      'Pre-Surgery Preparation',
      'Post-Surgery Care',
    ]);
    const [timeline] = blocksOfType(p, 'timeline');
    expect(timeline!.title).toBe('Recovery Process');
    expect(timeline!.steps.map((s) => s.time)).toEqual([
      'Days 1-3',
      'Weeks 1-2',
      'Weeks 2-6',
      'Months 2-3',
      'Months 3-6',
    ]);
    expect(timeline!.steps.map((s) => s.description.split(':')[0])).toEqual([
      'Hospital stay',
      'Home',
      'Activity increase',
      'Normal daily activities',
      'Full recovery',
    ]);
    const [resources] = blocksOfType(p, 'documents');
    expect(resources!.title).toBe('Additional Resources');
    expect(resources!.documentIds.map((id) => getDocument(id)?.title)).toEqual([
      'Your Guide to Knee Replacement',
      'Mako Robotic-Arm Assisted Surgery for PKR',
      'Partial Knee Patient Brochure',
    ]);
    expect(pageText(p)).toContain('(/PreAndPostcare/physiotherapy)');
  });

  it('Knee osteotomy: the two procedures, each with overview, procedure, recovery and outcomes', () => {
    const p = page('/Treatments/knee-osteotomy');
    expect(faqs(p).length).toBeGreaterThanOrEqual(5);
    expect(sectionTitles(p)).toEqual(['Overview', 'Post-operative care']);
    const [procedures] = blocksOfType(p, 'accordion');
    expect(procedures!.items.map((i) => i.title)).toEqual(['High Tibial Osteotomy', 'Distal Femoral Osteotomy']);
    for (const item of procedures!.items) {
      const definitions = item.blocks.find((b) => b.kind === 'definitions');
      expect(definitions?.kind === 'definitions' && definitions.items.map((d) => d.term)).toEqual([
        'Overview',
        'Procedure',
        'Recovery',
        'Outcomes',
      ]);
    }
    expect(blocksOfType(p, 'complications')).toHaveLength(1);
    expect(pageText(p)).toContain('(/Treatments/total-knee-replacement)');
    expect(pageText(p)).toContain('(/PreAndPostcare/physiotherapy)');
  });

  it('Patella realignment and stabilisation have their sections, icons, tabs and five-step timeline', () => {
    expect(sectionTitles(page('/Treatments/patellar-realignment'))).toEqual([
      'Background',
      'Prior to Surgery',
      'Surgical Procedure',
      'After Surgery',
      'Return to Activities',
    ]);
    expect(blocksOfType(page('/Treatments/patellar-realignment'), 'complications')[0]!.title).toBe('Complications');

    const p = page('/Treatments/patellar-stabilization');
    expect(faqs(p).every((f) => f.icon)).toBe(true);
    const [timeline] = blocksOfType(p, 'timeline');
    expect(timeline!.steps.map((s) => s.time)).toEqual([
      'First 48 hours',
      '1-2 weeks',
      '2-4 weeks',
      '6 weeks',
      '3-4 months',
    ]);
    const tabs = blocksOfType(p, 'sections').find((b) => b.layout === 'tabs');
    expect(tabs!.sections.map((s) => s.title)).toEqual(['Overview', 'Procedure', 'Recovery']);
    const text = pageText(p);
    for (const procedure of [
      'MPFL reconstruction',
      'distalisation',
      'medialisation',
      'Trochleoplasty',
      'Femoral or tibial osteotomy',
    ]) {
      expect(text).toContain(procedure);
    }
  });

  it("Non-surgical hip treatment: five questions on the spec's topics; hip replacement: guide preview and download", () => {
    expect(faqs(page('/Treatments/non-surgical-treatment-for-hips')).map((f) => f.question)).toEqual([
      'What treatments are there?',
      'How well does physiotherapy work?',
      'What types of injection are there?',
      'When should I consider surgery?',
      'What lifestyle changes help?',
    ]);
    const hip = page('/Treatments/hip-replacement');
    expect(blocksOfType(hip, 'figure').map((f) => f.image)).toContain('hip-guide-cover');
    expect(blocksOfType(hip, 'documents')[0]!.documentIds).toEqual(['hip-replacement-guide']);
  });

  it('condition and treatment pages carry substantial content', () => {
    for (const p of [...conditionPages, ...treatmentPages]) expect(wordCount(p), p.path).toBeGreaterThanOrEqual(400);
  });
});

describe('every information and procedure page', () => {
  const pages = [...infoPages, ...allProcedures.map(procedureInfoPage)];

  const checkReview = (where: string, review: Review) => {
    expect(review.lastReviewed, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(review.nextReview), where).toBeGreaterThan(Date.parse(review.lastReviewed));
    expect(review.sources.length, `${where}: sources`).toBeGreaterThanOrEqual(1);
    expect(new Set(review.sources).size, `${where}: a source listed twice`).toBe(review.sources.length);
  };

  it('has review dates and at least one source', () => {
    for (const p of pages) checkReview(p.path, p.review);
  });

  it('has a unique title and a unique meta description under 160 characters', () => {
    const titles = [...pages, conditionsIndex, treatmentsIndex].map((p) => p.title);
    const descriptions = [...pages, conditionsIndex, treatmentsIndex].map((p) => p.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const p of pages) expect(p.description.length, p.path).toBeLessThan(160);
  });

  it('gives every procedure page its spec route', () => {
    expect(kneeProcedures).toHaveLength(18);
    expect(hipProcedures).toHaveLength(9);
    expect(procedurePath(kneeProcedures.find((p) => p.slug.startsWith('nstride'))!)).toBe(
      '/knee-procedures/nstride®-aps',
    );
  });

  it('shows an urgent-help box on every page about surgery, an injury or injections, and on every guide', () => {
    const procedureIndexes = [page('/knee-procedures'), page('/hip-procedures')];
    for (const p of [
      ...conditionPages,
      ...treatmentPages,
      ...procedureIndexes,
      ...allProcedures.map(procedureInfoPage),
      ...guidePages,
    ]) {
      expect(p.urgentHelp, p.path).toBeDefined();
    }
  });

  it('uses block and section ids once per page, apart from the ids the page frame uses', () => {
    const frameIds = ['main-content', 'urgent-help-heading', 'sources-heading', 'next-steps-heading', 'contact'];
    for (const p of pages) {
      const ids = allBlocks(p.blocks).flatMap((b) => [
        ...('id' in b ? [b.id] : []),
        ...(b.type === 'sections' ? b.sections.map((s) => s.id) : []),
        ...(b.type === 'accordion' ? b.items.map((s) => s.id) : []),
      ]);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        p.path,
      ).toEqual([]);
      expect(
        ids.filter((id) => frameIds.includes(id)),
        p.path,
      ).toEqual([]);
      for (const id of ids) expect(id, p.path).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('links only to routes of the site', () => {
    const routes = new Set([
      '/',
      ...mainNavigation.flatMap((e) =>
        [e.href, ...(e.items ?? []), ...(e.groups ?? []).flatMap((g) => g.items)].map((l) =>
          typeof l === 'string' ? l : l.href,
        ),
      ),
      ...topBarLinks.map((l) => l.href.split('#')[0]),
      ...pages.map((p) => p.path),
      ...trustPages.map((p) => p.path),
    ]);
    for (const p of pages) {
      const internal = [...pageText(p).matchAll(/\]\((\/(?:[^()\s]|\([^()\s]*\))*)\)/g)].map(
        (m) => m[1]!.split('#')[0]!,
      );
      expect(
        internal.filter((href) => !routes.has(href)),
        p.path,
      ).toEqual([]);
    }
  });
});
