import type { Testimonial } from './testimonial';

/** A testimonial for tests, with the fields a test does not care about filled in. */
export function testimonial(overrides: Partial<Testimonial> & Pick<Testimonial, 'id'>): Testimonial {
  return {
    name: 'Alex B.',
    text: 'A story.',
    stars: 5,
    profileColor: '#1c3558',
    surgeryType: 'Total Knee Replacement',
    hadSurgery: true,
    date: '2025-01-01',
    submitDate: '2025-01-01T10:00:00.000Z',
    consultationDate: '2024-12-01',
    ...overrides,
  };
}
