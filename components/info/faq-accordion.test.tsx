// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FaqAccordion } from './faq-accordion';

const items = [
  {
    question: 'How long does recovery take?',
    icon: 'clock' as const,
    answer: [{ kind: 'paragraph' as const, text: 'Most people walk the same day.' }],
  },
  {
    question: 'Will it hurt?',
    answer: [{ kind: 'list' as const, intro: 'You will have:', items: ['painkillers', 'ice packs'] }],
  },
];

describe('FaqAccordion', () => {
  it('is a named section whose questions form one exclusive accordion, all closed at first', () => {
    const { container } = render(<FaqAccordion id="faqs" title="Common Questions" items={items} />);
    expect(screen.getByRole('region', { name: 'Common Questions' })).toBeInTheDocument();
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(2);
    // Same name: the browser keeps at most one open, and closing the open one needs no script.
    expect(new Set(details.map((d) => d.getAttribute('name')))).toEqual(new Set(['faqs']));
    expect(details.every((d) => !d.open)).toBe(true);
  });

  it('puts every answer in the HTML, lists included, with decorative icons only', () => {
    const { container } = render(<FaqAccordion id="faqs" title="Common Questions" items={items} />);
    expect(container).toHaveTextContent('Most people walk the same day.');
    const second = container.querySelectorAll('details')[1]!;
    expect(within(second as HTMLElement).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    expect(container.querySelector('summary svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
