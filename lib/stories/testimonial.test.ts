import { describe, expect, it } from 'vitest';

import { testimonial } from './fixtures';
import { parseTestimonialList } from './testimonial';

describe('parseTestimonialList', () => {
  it('rejects anything that is not an array with the spec’s message', () => {
    expect(() => parseTestimonialList({ stories: [] })).toThrow('Received invalid data format from API.');
    expect(() => parseTestimonialList(null)).toThrow('Received invalid data format from API.');
  });

  it('keeps well-formed stories and leaves out broken ones', () => {
    const good = testimonial({ id: 'a' });
    expect(parseTestimonialList([good, { id: 'b' }, 'nonsense'])).toEqual([good]);
  });
});
