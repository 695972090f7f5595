import { describe, expect, it } from 'vitest';

import { formatGivenDate, formatLondonDateTime, londonIsoWithOffset } from './london-time';

describe('UK time in the back office', () => {
  it('shows an instant as "25 Nov 2026, 14:05" in UK time, summer and winter', () => {
    expect(formatLondonDateTime('2026-11-25T14:05:09.000Z')).toBe('25 Nov 2026, 14:05');
    expect(formatLondonDateTime('2025-09-03T10:12:00.000Z')).toBe('3 Sep 2025, 11:12');
    expect(formatLondonDateTime('2026-03-29T00:30:00.000Z')).toBe('29 Mar 2026, 00:30');
    expect(formatLondonDateTime('2026-03-29T01:30:00.000Z')).toBe('29 Mar 2026, 02:30');
    expect(formatLondonDateTime(null)).toBe('');
  });

  it('writes CSV times as ISO 8601 in UK time with their offset, never raw UTC', () => {
    expect(londonIsoWithOffset('2026-11-25T14:05:09.123Z')).toBe('2026-11-25T14:05:09+00:00');
    expect(londonIsoWithOffset('2026-07-01T09:30:00.000Z')).toBe('2026-07-01T10:30:00+01:00');
    expect(londonIsoWithOffset('2026-12-31T23:59:59.999Z')).toBe('2026-12-31T23:59:59+00:00');
    expect(new Date(londonIsoWithOffset('2026-07-01T09:30:00.000Z')).toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(londonIsoWithOffset(undefined)).toBe('');
  });

  it('shows a date and slot the patient gave in the same format', () => {
    expect(formatGivenDate('2026-03-10', '09:15 AM')).toBe('10 Mar 2026, 09:15');
    expect(formatGivenDate('2026-03-10', '12:45 PM')).toBe('10 Mar 2026, 12:45');
    expect(formatGivenDate('2026-03-10', '12:00 AM')).toBe('10 Mar 2026, 00:00');
    expect(formatGivenDate('2026-03-10', '')).toBe('10 Mar 2026');
  });
});
