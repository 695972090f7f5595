/**
 * A 429's Retry-After (seconds, or an HTTP date) in whole minutes, rounded up, at least 1; undefined when absent or
 * unreadable. One reading for the forms in the browser (the header of the answer to their fetch) and for the
 * server's answer page to a form posted without JavaScript (the header the rate limiter set on that reply), so
 * both tell the patient the same wait.
 */
export function retryAfterMinutes(header: string | number | null | undefined, now = Date.now()): number | undefined {
  if (header === null || header === undefined || header === '') return undefined;
  const text = String(header).trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : undefined;
}
