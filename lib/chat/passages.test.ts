import { describe, expect, it } from 'vitest';

import { allProcedures } from '@/content/procedures';
import type { InfoPage } from '@/content/types';

import { blockLines, infoPagePassages, procedurePassages, procedurePath } from './passages';

const review = { lastReviewed: '2026-01-01', nextReview: '2027-01-01', sources: [] } as const;

const page: InfoPage = {
  path: '/Conditions/example',
  title: 'Example condition',
  description: 'An example page.',
  hero: { title: 'Example', subtitle: 'About the example' },
  schemaType: 'MedicalCondition',
  review: { ...review, sources: [] },
  blocks: [
    { type: 'faq', id: 'faq', title: 'Questions', items: [{ question: 'Is it common?', answer: [{ kind: 'paragraph', text: 'Yes.' }] }] },
    { type: 'sections', id: 'info', layout: 'tabs', sections: [{ id: 'symptoms', title: 'Symptoms', blocks: [{ kind: 'paragraph', text: 'Pain.' }] }] },
    { type: 'accordion', id: 'surgery', title: 'Surgery', items: [{ id: 'arthroscopy', title: 'Arthroscopy', blocks: [{ kind: 'paragraph', text: 'Keyhole.' }] }] },
    { type: 'timeline', id: 'timeline', title: 'Recovery timeline', steps: [{ time: 'Week 1', description: 'Rest.' }] },
    { type: 'figure', image: 'x', alt: 'x', caption: 'x' },
    { type: 'tabs', id: 'tabs', defaultIndex: 0, tabs: [{ label: 'Conservative Treatment', blocks: [{ type: 'complications', id: 'complications', title: 'Complications', items: ['Stiffness'] }] }] },
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
      ['/Conditions/example#faq-1', 'Is it common?'],
      ['/Conditions/example#symptoms', 'Symptoms'],
      ['/Conditions/example#arthroscopy', 'Arthroscopy'],
      ['/Conditions/example#timeline', 'Recovery timeline'],
      ['/Conditions/example#complications', 'Complications'],
    ]);
    expect(passages[1]).toMatchObject({ pageTitle: 'Example condition', kind: 'section', body: ['Pain.'] });
    expect(passages[1]!.keywords).toContain('symptoms signs');
  });

  it('indexes every procedure page: five sections and its FAQs, at the page route', () => {
    for (const procedure of allProcedures) {
      const passages = procedurePassages(procedure);
      expect(passages).toHaveLength(5 + (procedure.faqs?.length ?? 0));
      for (const passage of passages) {
        expect(passage.url.startsWith(`${procedurePath(procedure)}#`)).toBe(true);
        expect(passage.body.length, passage.url).toBeGreaterThan(0);
      }
    }
    expect(procedurePath({ joint: 'knee', slug: 'knee---mua' })).toBe('/knee-procedures/knee---mua');
  });
});
