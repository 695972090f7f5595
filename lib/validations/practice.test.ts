import { describe, expect, it } from 'vitest';

import { practice } from '@/content/practice';

import { parsePractice } from './practice';

describe('parsePractice', () => {
  it('accepts the practice module', () => {
    expect(parsePractice(practice, 'content/practice.ts')).toEqual(practice);
  });

  it('names every wrong field', () => {
    const broken = { ...practice, bookingEmail: 'not an email', insurers: practice.insurers.slice(1) };
    expect(() => parsePractice(broken, 'content/practice.ts')).toThrow(
      /content\/practice\.ts is not a valid practice module:\n {2}bookingEmail: .*\n {2}insurers: /,
    );
  });
});
