import type { Testimonial } from '@/lib/stories/testimonial';
import { storySchema, type StoryFormInput } from '@/lib/validations/story';

/** A story as the form sends it, valid on every count; tests change one field at a time. */
export const validStory = {
  firstName: 'Margaret',
  lastName: 'Thornbury',
  phone: '01632 960001',
  email: 'margaret@example.com',
  consultationDate: '2025-01-14',
  consultationTime: '09:15 AM',
  hadSurgery: true,
  treatment: 'Total Knee Replacement',
  condition: '',
  otherTreatment: '',
  otherCondition: '',
  description: 'I can walk to the shops again.',
  rating: 5,
  consent: true,
} satisfies StoryFormInput;

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

/** A parsed story, as the form hands it on, for the storage and client tests. */
export const submittedStory = storySchema.parse(validStory);

/** Browser storage kept in a Map, for tests. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

/** A storage that is full or blocked: every write throws. */
export const refusingStorage = {
  getItem: () => null,
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};
