/**
 * Dates and times as the practice reads them: UK time (Europe/London), one format everywhere in the back office
 * ("25 Nov 2026, 14:05"), and ISO 8601 with the UK offset of the moment ("2026-07-01T10:30:00+01:00"), from which
 * the CSV exports write their spreadsheet date-times (lib/csv.ts).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function londonParts(date: Date) {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.formatToParts(date).find((part) => part.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "25 Nov 2026, 14:05" for a stored instant (an ISO string), in UK time; empty when there is none. */
export function formatLondonDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = londonParts(new Date(iso));
  return `${t.day} ${MONTHS[t.month - 1]} ${t.year}, ${pad(t.hour)}:${pad(t.minute)}`;
}

/** "2026-11-25T14:05:00+00:00": the instant in UK time with its offset; empty when there is none. */
export function londonIsoWithOffset(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const t = londonParts(date);
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const offset = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A calendar date a patient gave ("2026-03-10") with an optional 12-hour slot ("09:15 AM"), in the same format:
 * "10 Mar 2026, 09:15". Not an instant, so no time zone.
 */
export function formatGivenDate(date: string, time?: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return [date, time].filter(Boolean).join(', ');
  const day = `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
  const slot = time ? /^(\d{2}):(\d{2}) (AM|PM)$/.exec(time) : null;
  if (!slot) return time ? `${day}, ${time}` : day;
  const hour = (Number(slot[1]) % 12) + (slot[3] === 'PM' ? 12 : 0);
  return `${day}, ${pad(hour)}:${slot[2]}`;
}
