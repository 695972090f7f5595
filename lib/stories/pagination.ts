/** Spec section 9: 6 stories per page when the window is at least 768 px wide, else 3. */
export const WIDE_MIN_WIDTH = 768;
const STORIES_PER_PAGE_WIDE = 6;
const STORIES_PER_PAGE_NARROW = 3;

export const storiesPerPage = (windowWidth: number) =>
  windowWidth >= WIDE_MIN_WIDTH ? STORIES_PER_PAGE_WIDE : STORIES_PER_PAGE_NARROW;

/** At least one page, so an empty list still has "page 1 of 1". */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** A page number from a URL or a click, kept within 1..count. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), count);
}

export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}
