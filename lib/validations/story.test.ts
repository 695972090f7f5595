import { describe, expect, it } from 'vitest';

import { validStory } from '@/tests/support/stories';

import { fieldErrors, storySchema, surgeryTypeOf, type StoryFormInput } from './story';
import { publicName } from './story-fields';

const valid: StoryFormInput = validStory;

const errorsOf = (input: unknown) => {
  const result = storySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('storySchema', () => {
  it('accepts a complete story and trims text', () => {
    const result = storySchema.parse({ ...valid, firstName: '  Margaret ' });
    expect(result.firstName).toBe('Margaret');
  });

  it('requires names, phone, email, consultation date, description and consent', () => {
    const errors = errorsOf({
      ...valid,
      firstName: ' ',
      lastName: '',
      phone: '',
      email: '',
      consultationDate: '',
      description: '',
      consent: false,
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['consent', 'consultationDate', 'description', 'email', 'firstName', 'lastName', 'phone'].sort(),
    );
    expect(errors.firstName).toBe('Enter your first name');
    expect(errors.consent).toBe('Tick the box to agree to your story being published');
  });

  it('does not require consultation time or rating', () => {
    expect(errorsOf({ ...valid, consultationTime: '', rating: 0 })).toEqual({});
  });

  it('accepts only the 96 quarter-hour slots and ratings 0 to 5', () => {
    expect(errorsOf({ ...valid, consultationTime: '09:10 AM' })).toHaveProperty('consultationTime');
    expect(errorsOf({ ...valid, rating: 6 })).toHaveProperty('rating');
    expect(errorsOf({ ...valid, rating: -1 })).toHaveProperty('rating');
    expect(errorsOf({ ...valid, rating: 2.5 })).toHaveProperty('rating');
  });

  it('rejects a malformed email, phone or date', () => {
    expect(errorsOf({ ...valid, email: 'margaret.example.com' }).email).toMatch(/correct format/);
    expect(errorsOf({ ...valid, phone: 'call me' })).toHaveProperty('phone');
    expect(errorsOf({ ...valid, consultationDate: '2025-02-30' })).toHaveProperty('consultationDate');
    expect(errorsOf({ ...valid, consultationDate: '3025-01-01' })).toHaveProperty('consultationDate');
  });

  it('needs the surgery question answered, then a treatment or a condition', () => {
    expect(errorsOf({ ...valid, hadSurgery: undefined }).hadSurgery).toBe('Tell us whether you had surgery');
    expect(errorsOf({ ...valid, treatment: '' }).treatment).toBe('Choose the treatment you had');
    expect(errorsOf({ ...valid, hadSurgery: false, treatment: '' }).condition).toBe('Choose your condition');
    expect(errorsOf({ ...valid, hadSurgery: false, condition: 'Knee Arthritis' })).toEqual({});
  });

  it('reports the branch error together with other field errors', () => {
    expect(Object.keys(errorsOf({ ...valid, firstName: '', treatment: '' })).sort()).toEqual([
      'firstName',
      'treatment',
    ]);
  });

  it('needs "Please specify" only when Other is chosen', () => {
    expect(errorsOf({ ...valid, treatment: 'Other' }).otherTreatment).toBe('Tell us which treatment you had');
    expect(errorsOf({ ...valid, treatment: 'Other', otherTreatment: 'Meniscus repair' })).toEqual({});
    expect(errorsOf({ ...valid, hadSurgery: false, condition: 'Other' }).otherCondition).toBe(
      'Tell us which condition you have',
    );
  });

  it('refuses line breaks and hidden characters in one-line fields, and keeps the lines of the story', () => {
    const oneLine = (field: string) => `${field} must not include line breaks, tabs or other hidden characters`;
    expect(errorsOf({ ...valid, firstName: 'Mar\ngaret', phone: '01632\t960001' })).toEqual({
      firstName: oneLine('First name'),
      phone: oneLine('Phone number'),
    });
    expect(errorsOf({ ...valid, treatment: 'Other', otherTreatment: 'Meniscus\u2028repair' })).toEqual({
      otherTreatment: oneLine('Treatment'),
    });
    expect(storySchema.parse({ ...valid, description: 'First line\nSecond line' }).description).toBe(
      'First line\nSecond line',
    );
    expect(errorsOf({ ...valid, description: 'Bell\u0007' })).toEqual({
      description: 'Your story must not include hidden characters',
    });
  });

  it('accepts only the spec’s categories', () => {
    expect(errorsOf({ ...valid, treatment: 'Brain Surgery' })).toHaveProperty('treatment');
    expect(errorsOf({ ...valid, treatment: 'All' })).toHaveProperty('treatment');
  });

  it('limits lengths', () => {
    expect(errorsOf({ ...valid, description: 'x'.repeat(5001) })).toHaveProperty('description');
    expect(errorsOf({ ...valid, firstName: 'x'.repeat(61) })).toHaveProperty('firstName');
  });

  it('keeps only the answered branch', () => {
    const story = storySchema.parse({
      ...valid,
      hadSurgery: false,
      condition: 'Other',
      otherCondition: 'Gout',
      otherTreatment: 'x',
    });
    expect(story).toMatchObject({ treatment: '', otherTreatment: '', condition: 'Other', otherCondition: 'Gout' });
    expect(storySchema.parse({ ...valid, otherTreatment: 'left over' }).otherTreatment).toBe('');
  });
});

describe('surgeryTypeOf and publicName', () => {
  it('uses the chosen category, or the patient’s words for Other', () => {
    expect(surgeryTypeOf(storySchema.parse(valid))).toBe('Total Knee Replacement');
    expect(surgeryTypeOf(storySchema.parse({ ...valid, treatment: 'Other', otherTreatment: 'Meniscus repair' }))).toBe(
      'Meniscus repair',
    );
    expect(surgeryTypeOf(storySchema.parse({ ...valid, hadSurgery: false, condition: 'Cartilage Tear' }))).toBe(
      'Cartilage Tear',
    );
  });

  it('publishes the first name and last initial only', () => {
    expect(publicName('Margaret', 'thompson')).toBe('Margaret T.');
    expect(publicName(' Sam ', '')).toBe('Sam');
  });
});
