/** The story form's consultation times: 96 quarter-hour slots over a day, 12-hour clock ("12:00 AM" ... "11:45 PM"). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const hours24 = Math.floor(index / 4);
  const minutes = (index % 4) * 15;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours12)}:${pad(minutes)} ${hours24 < 12 ? 'AM' : 'PM'}`;
});

export const isTimeSlot = (value: string) => TIME_SLOTS.includes(value);
