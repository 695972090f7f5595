import { describe, expect, it } from 'vitest';

import { retryAfterMinutes } from './retry-after';

describe('retryAfterMinutes', () => {
  it('reads seconds, as a string or a number, rounding up to whole minutes', () => {
    expect(retryAfterMinutes('900')).toBe(15);
    expect(retryAfterMinutes(901)).toBe(16);
    expect(retryAfterMinutes(' 60 ')).toBe(1);
  });

  it('never says less than a minute', () => {
    expect(retryAfterMinutes('0')).toBe(1);
    expect(retryAfterMinutes('5')).toBe(1);
  });

  it('reads an HTTP date against the time now', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterMinutes('Thu, 26 Nov 2026 10:14:30 GMT', now)).toBe(15);
    // A date already past: try again now, said as "a minute".
    expect(retryAfterMinutes('Thu, 26 Nov 2026 09:00:00 GMT', now)).toBe(1);
  });

  it('is undefined when the header is absent or unreadable', () => {
    expect(retryAfterMinutes(null)).toBeUndefined();
    expect(retryAfterMinutes(undefined)).toBeUndefined();
    expect(retryAfterMinutes('')).toBeUndefined();
    expect(retryAfterMinutes('soon')).toBeUndefined();
  });
});
