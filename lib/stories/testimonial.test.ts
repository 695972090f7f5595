import { describe, expect, it } from 'vitest';

import { testimonial } from '@/tests/support/stories';

import { parseTestimonialList } from './testimonial';

describe('parseTestimonialList', () => {
  it('rejects anything that is not an array with the spec’s message', () => {
    expect(() => parseTestimonialList({ stories: [] })).toThrow('Received invalid data format from API.');
    expect(() => parseTestimonialList(null)).toThrow('Received invalid data format from API.');
  });

  it('keeps well-formed stories and leaves out broken ones', () => {
    const good = testimonial({ id: 'a' });
    expect(parseTestimonialList([good, { id: 'b' }, 'nonsense'])).toEqual([good]);
    const broken = [
      { ...good, stars: 6 },
      { ...good, stars: 2.5 },
      { ...good, stars: '5' },
      { ...good, hadSurgery: 'yes' },
      { ...good, name: null },
      null,
    ];
    expect(parseTestimonialList(broken)).toEqual([]);
  });

  it('keeps only the fields a story has', () => {
    const good = testimonial({ id: 'a' });
    expect(parseTestimonialList([{ ...good, email: 'private@example.com' }])).toEqual([good]);
  });
});
