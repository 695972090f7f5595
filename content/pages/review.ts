import type { Review, Source } from '@/content/types';

/** The review cycle every page in content/pages shares: reviewed 1 November 2026, next due a year later. */
export const reviewed = (...sources: Source[]): Review => ({
  lastReviewed: '2026-11-01',
  nextReview: '2027-11-01',
  sources,
});
