import type { StoryFormInput } from '@/lib/validations/story';

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
