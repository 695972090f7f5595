// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { InfoPage } from '@/content/types';

import { InfoPageView } from './info-page-view';
import { infoPageJsonLd } from './structured-data';

const page: InfoPage = {
  path: '/Conditions/knee-arthritis',
  title: 'Knee arthritis',
  description: 'What knee arthritis is and how it is treated.',
  hero: { title: 'Knee arthritis', subtitle: 'Wear and tear of the knee joint.' },
  schemaType: 'MedicalCondition',
  blocks: [
    {
      type: 'faq',
      id: 'faqs',
      title: 'FAQs',
      items: [{ question: 'Is it <serious>?', answer: [{ kind: 'paragraph', text: 'See **your GP**.' }] }],
    },
    {
      type: 'sections',
      id: 'about',
      layout: 'stack',
      sections: [{ id: 'symptoms', title: 'Symptoms', blocks: [{ kind: 'paragraph', text: 'Pain.' }] }],
    },
  ],
  urgentHelp: 'acute-knee-injury',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    sources: [{ title: 'Osteoarthritis', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/osteoarthritis/' }],
  },
};

describe('InfoPageView', () => {
  it('renders the hero, the blocks in order, urgent help, review dates, sources and the closing blocks', () => {
    const { container } = render(<InfoPageView page={page} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Knee arthritis' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Conditions');
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual(['FAQs', 'Symptoms', 'When to get help urgently', 'Sources', 'Next steps']);
    expect(container).toHaveTextContent('Page last reviewed: 1 November 2026');
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/#contact');
    expect(screen.getByRole('link', { name: 'Read patient stories' })).toHaveAttribute(
      'href',
      '/patient-success-stories',
    );
    expect(screen.getByRole('link', { name: 'See all guides' })).toHaveAttribute('href', '/UsefulLinks');
  });

  it('emits JSON-LD that no text can break out of', () => {
    const { container } = render(<InfoPageView page={page} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('<serious>');
    const [webPage, faqPage] = JSON.parse(script.textContent!);
    expect(webPage).toMatchObject({
      '@type': 'MedicalWebPage',
      lastReviewed: '2026-11-01',
      about: { '@type': 'MedicalCondition' },
    });
    expect(webPage.reviewedBy['@type']).toBe('Physician');
    expect(faqPage.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Is it <serious>?',
      acceptedAnswer: { '@type': 'Answer', text: 'See your GP.' },
    });
  });

  it('leaves out FAQPage when the page has no questions', () => {
    expect(infoPageJsonLd({ ...page, blocks: [] })).toHaveLength(1);
  });
});
