/** The story form's consultation times: 96 quarter-hour slots over a day, 12-hour clock ("12:00 AM" ... "11:45 PM"). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const hours24 = Math.floor(index / 4);
  const minutes = (index % 4) * 15;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours12)}:${pad(minutes)} ${hours24 < 12 ? 'AM' : 'PM'}`;
});

export const isTimeSlot = (value: string) => TIME_SLOTS.includes(value);

/** Where the picker's list starts: 09:00 AM, the working day, rather than midnight. */
const DAY_STARTS = TIME_SLOTS.indexOf('09:00 AM');
const EVENING_STARTS = TIME_SLOTS.indexOf('06:00 PM');

/**
 * The 96 slots as the picker lists them: the working day first, so the list opens on the times a consultation
 * happens; then the evening, then the night and early morning. Each group is in time order.
 */
export const TIME_SLOT_GROUPS = [
  { key: 'day', slots: TIME_SLOTS.slice(DAY_STARTS, EVENING_STARTS) },
  { key: 'evening', slots: TIME_SLOTS.slice(EVENING_STARTS) },
  { key: 'night', slots: TIME_SLOTS.slice(0, DAY_STARTS) },
] as const;
