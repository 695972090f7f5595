// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { DocumentCard } from './document-card';
import { DocumentsBlock } from './documents-block';

vi.mock('./document-lookup', () => ({
  documentCard: (id: string) => {
    if (id !== 'pkr-brochure') throw new Error(`Unknown document "${id}"`);
    return {
      title: 'Partial Knee Patient Brochure',
      fileName: 'Partial Knee Patient Brochure.pdf',
      href: '/documents/partial-knee-patient-brochure.pdf',
      pages: 2,
      category: 'Patient Resource',
    };
  },
}));

const hipGuide = {
  title: 'Hip guide',
  fileName: 'Hip guide.pdf',
  href: '/documents/hip.pdf',
  pages: 53,
  category: 'Treatment Guide',
} as const;

describe('DocumentCard', () => {
  it('shows the title, category and page count, and downloads under the given file name', () => {
    render(<DocumentCard {...hipGuide} />);
    expect(screen.getByRole('heading', { name: 'Hip guide' })).toBeInTheDocument();
    expect(screen.getByText('PDF, 53 pages')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Download PDF: Hip guide' });
    expect(link).toHaveAttribute('href', '/documents/hip.pdf');
    expect(link).toHaveAttribute('download', 'Hip guide.pdf');
    expect(screen.queryByRole('link', { name: /Read it on this website/ })).not.toBeInTheDocument();
  });

  it('links the web page version of the guide when given one', () => {
    render(<DocumentCard {...hipGuide} htmlHref="/guides/hip" />);
    expect(screen.getByRole('link', { name: 'Read it on this website: Hip guide' })).toHaveAttribute(
      'href',
      '/guides/hip',
    );
  });
});

describe('DocumentsBlock', () => {
  it('resolves each id to a card', () => {
    render(<DocumentsBlock id="resources" title="Additional Resources" documentIds={['pkr-brochure']} />);
    expect(screen.getByRole('region', { name: 'Additional Resources' })).toHaveTextContent('PDF, 2 pages');
  });

  it('fails for an unknown id instead of showing a broken download', () => {
    expect(() => render(<DocumentsBlock id="r" title="R" documentIds={['no-such-guide']} />)).toThrow(/no-such-guide/);
  });
});
