import { describe, expect, it } from 'vitest';

import { isTimeSlot, TIME_SLOTS } from './time-slots';

describe('TIME_SLOTS', () => {
  it('has 96 quarter-hour slots from midnight to 11:45 PM, in order', () => {
    expect(TIME_SLOTS).toHaveLength(96);
    expect(TIME_SLOTS.slice(0, 5)).toEqual(['12:00 AM', '12:15 AM', '12:30 AM', '12:45 AM', '01:00 AM']);
    expect(TIME_SLOTS[37]).toBe('09:15 AM');
    expect(TIME_SLOTS[48]).toBe('12:00 PM');
    expect(TIME_SLOTS[95]).toBe('11:45 PM');
    expect(new Set(TIME_SLOTS).size).toBe(96);
  });

  it('recognises only exact slots', () => {
    expect(isTimeSlot('09:15 AM')).toBe(true);
    expect(isTimeSlot('9:15 AM')).toBe(false);
    expect(isTimeSlot('09:10 AM')).toBe(false);
    expect(isTimeSlot('13:00 PM')).toBe(false);
  });
});
