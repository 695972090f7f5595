import { describe, expect, it } from 'vitest';

import { physiotherapyDirectory } from '@/content/care/physiotherapy';
import { allProcedures } from '@/content/procedures';
import { feesAndDeclarations } from '@/content/trust/fees-and-declarations';
import type { InfoPage } from '@/content/types';
import { physiotherapyInfoPage } from '@/lib/physiotherapy';
import { procedureInfoPage } from '@/lib/procedure-page';

import { blockLines, infoPagePassages, physiotherapyPassages, trustPagePassages } from './passages';

const review = { lastReviewed: '2026-01-01', nextReview: '2027-01-01', sources: [] } as const;

const page: InfoPage = {
  path: '/Conditions/example',
  title: 'Example condition',
  description: 'An example page.',
  hero: { title: 'Example', subtitle: 'About the example' },
  schemaType: 'MedicalCondition',
  review: { ...review, sources: [] },
  blocks: [
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions',
      items: [{ question: 'Is it common?', answer: [{ kind: 'paragraph', text: 'Yes.' }] }],
    },
    {
      type: 'sections',
      id: 'info',
      layout: 'tabs',
      sections: [{ id: 'symptoms', title: 'Symptoms', blocks: [{ kind: 'paragraph', text: 'Pain.' }] }],
    },
    {
      type: 'accordion',
      id: 'surgery',
      title: 'Surgery',
      items: [{ id: 'arthroscopy', title: 'Arthroscopy', blocks: [{ kind: 'paragraph', text: 'Keyhole.' }] }],
    },
    { type: 'timeline', id: 'timeline', title: 'Recovery timeline', steps: [{ time: 'Week 1', description: 'Rest.' }] },
    { type: 'figure', image: 'x', alt: 'x', caption: 'x' },
    {
      type: 'tabs',
      id: 'tabs',
      defaultIndex: 0,
      tabs: [
        {
          label: 'Conservative Treatment',
          blocks: [{ type: 'complications', id: 'complications', title: 'Complications', items: ['Stiffness'] }],
        },
      ],
    },
  ],
};

describe('passages', () => {
  it('turns blocks into markdown lines', () => {
    expect(
      blockLines([
        { kind: 'paragraph', text: 'Intro.' },
        { kind: 'list', intro: 'Either:', items: ['one', 'two'], outro: 'Done.' },
        { kind: 'definitions', items: [{ term: 'Arrival', details: 'Morning.' }] },
      ]),
    ).toEqual(['Intro.', 'Either:', '- one', '- two', 'Done.', '- **Arrival:** Morning.']);
  });

  it('gives every section and FAQ of an information page its own passage with a #fragment', () => {
    const passages = infoPagePassages(page);
    expect(passages.map((p) => [p.url, p.heading])).toEqual([
      ['/Conditions/example#faq', 'Is it common?'],
      ['/Conditions/example#symptoms', 'Symptoms'],
      ['/Conditions/example#arthroscopy', 'Arthroscopy'],
      ['/Conditions/example#timeline', 'Recovery timeline'],
      ['/Conditions/example#complications', 'Complications'],
    ]);
    expect(passages[1]).toMatchObject({ pageTitle: 'Example condition', kind: 'section', body: ['Pain.'] });
    expect(passages[1]!.keywords).toContain('symptoms signs');
  });

  it('lists the guides a page offers, with links to their pages, unless the page says it in its own sections', () => {
    const withGuides: InfoPage = {
      ...page,
      blocks: [{ type: 'documents', id: 'patient-guides', title: 'Patient guides', documentIds: ['arthritis-faq'] }],
    };
    const [list] = infoPagePassages(withGuides);
    expect(list).toMatchObject({ url: '/Conditions/example#patient-guides', heading: 'Patient guides' });
    expect(list!.body).toEqual([expect.stringMatching(/^- \[.+\]\(\/guides\/arthritis-faq\)$/)]);
    expect(infoPagePassages(withGuides, { guideLists: false })).toEqual([]);
  });

  it('indexes every procedure page as its route renders it: five sections and its FAQs', () => {
    for (const procedure of allProcedures) {
      const passages = infoPagePassages(procedureInfoPage(procedure));
      expect(passages).toHaveLength(5 + (procedure.faqs?.length ?? 0));
      expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
      for (const passage of passages) expect(passage.body.length, passage.url).toBeGreaterThan(0);
    }
    const [first] = infoPagePassages(procedureInfoPage(allProcedures[0]!));
    expect(first!.url).toBe(`/${allProcedures[0]!.joint}-procedures/${allProcedures[0]!.slug}#what-it-is`);
  });

  it('indexes a trust page by its summary and sections', () => {
    const passages = trustPagePassages(feesAndDeclarations);
    expect(passages[0]!.url).toBe('/fees-and-declarations');
    expect(passages.map((p) => p.url)).toContain('/fees-and-declarations#financial-declarations');
  });

  it('indexes the physiotherapy centres by region, with their contact details', () => {
    const passages = physiotherapyPassages(physiotherapyDirectory, physiotherapyInfoPage(physiotherapyDirectory));
    const north = passages.find((p) => p.url === '/PreAndPostcare/physiotherapy#north-heading');
    expect(north!.body.join(' ')).toContain(physiotherapyDirectory.centres[0]!.phone);
    expect(passages.map((p) => p.url)).toContain('/PreAndPostcare/physiotherapy#brace-providers-heading');
  });

  it("indexes the lead above the centres (who arranges physiotherapy) as the page's main passage", () => {
    const passages = physiotherapyPassages(physiotherapyDirectory, physiotherapyInfoPage(physiotherapyDirectory));
    const lead = passages.find((p) => p.url === physiotherapyDirectory.path);
    expect(lead).toMatchObject({ mainPage: true, body: blockLines(physiotherapyDirectory.intro) });
  });
});
