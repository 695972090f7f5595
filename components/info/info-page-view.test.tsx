// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { practice } from '@/content/practice';
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
    reviewedBy: null,
    sources: ['nhsOsteoarthritis'],
  },
};

describe('InfoPageView', () => {
  it('renders the hero, the blocks in order, urgent help, review dates, sources and the closing blocks', () => {
    const { container } = render(<InfoPageView page={page} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Knee arthritis' })).toBeInTheDocument();
    // The pages above, separated, with nothing dangling after the last.
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home/Conditions');
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
      about: { '@type': 'MedicalCondition' },
    });
    expect(faqPage.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Is it <serious>?',
      acceptedAnswer: { '@type': 'Answer', text: 'See your GP.' },
    });
  });

  it('claims no clinical review that the page does not record, on the page or in its structured data', () => {
    const { container } = render(<InfoPageView page={page} />);
    expect(container).toHaveTextContent('Written by the practice team, awaiting clinical review.');
    expect(container).not.toHaveTextContent(/Reviewed by/i);
    const [webPage] = infoPageJsonLd(page);
    expect(webPage).not.toHaveProperty('reviewedBy');
    expect(webPage).not.toHaveProperty('lastReviewed');
    expect(webPage).toMatchObject({ dateModified: '2026-11-01' });
  });

  it('names the reviewer and the day when a clinical review is recorded', () => {
    const reviewed: InfoPage = { ...page, review: { ...page.review, reviewedBy: 'surgeon', reviewedOn: '2026-12-03' } };
    const { container } = render(<InfoPageView page={reviewed} />);
    expect(container).toHaveTextContent(
      `Reviewed by ${practice.surgeon.name}, ${practice.surgeon.role}, on 3 December 2026.`,
    );
    expect(container).not.toHaveTextContent('awaiting clinical review');
    const [webPage] = infoPageJsonLd(reviewed);
    expect(webPage).toMatchObject({
      lastReviewed: '2026-12-03',
      reviewedBy: { '@type': 'Physician', name: practice.surgeon.name },
    });
  });

  it('leaves out FAQPage when the page has no questions', () => {
    expect(infoPageJsonLd({ ...page, blocks: [] })).toHaveLength(1);
  });
});
