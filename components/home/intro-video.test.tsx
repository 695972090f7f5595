// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { IntroVideo } from './intro-video';

/** Runs of four words, lower case: two paragraphs sharing one say the same thing twice. */
const shingles = (text: string) => {
  const words = text.toLowerCase().match(/[a-z’']+/g) ?? [];
  return new Set(words.slice(3).map((_, i) => words.slice(i, i + 4).join(' ')));
};

describe('Meet your surgeon', () => {
  it('introduces the film once: no two paragraphs above the transcript repeat each other', () => {
    render(<IntroVideo />);
    const section = screen.getByRole('region', { name: 'Meet your surgeon' });
    const paragraphs = [...section.querySelectorAll('p')].filter((p) => !p.closest('details'));
    expect(paragraphs.length).toBeGreaterThan(0);
    const seen = new Map<string, number>();
    paragraphs.forEach((p, i) => {
      for (const run of shingles(p.textContent ?? '')) {
        expect(seen.get(run) ?? i, `"${run}" in paragraphs ${seen.get(run)} and ${i}`).toBe(i);
        seen.set(run, i);
      }
    });
  });
});
