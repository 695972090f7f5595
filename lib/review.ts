import { practice } from '@/content/practice';
import type { IsoDate, Review, ReviewerId } from '@/content/types';

type Reviewer = { name: string; role: string };

/** The people who may sign off clinical content, from content/practice.ts. */
const reviewers: Record<ReviewerId, Reviewer> = {
  surgeon: { name: practice.surgeon.name, role: practice.surgeon.role },
};

export type ClinicalReview = { reviewer: Reviewer; on: IsoDate };

/** The clinical review a page records, or null when none is recorded (the page awaits clinical review). */
export function clinicalReviewOf(review: Review): ClinicalReview | null {
  if (!review.reviewedBy) return null;
  if (!review.reviewedOn) throw new Error(`A review by "${review.reviewedBy}" needs its reviewedOn date`);
  return { reviewer: reviewers[review.reviewedBy], on: review.reviewedOn };
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "1 November 2026" from "2026-11-01". */
export const formatIsoDate = (date: IsoDate) => longDate.format(new Date(`${date}T00:00:00Z`));

/** Said only when no clinical review is recorded. */
const awaitingClinicalReview = 'Written by the practice team, awaiting clinical review';

/**
 * The line a page or guide shows about its clinical review: "Reviewed by <name>, <role>, on <date>" when one is
 * recorded, otherwise that the practice team wrote it and it awaits clinical review. Never claims more.
 */
export function clinicalReviewStatement(review: Review): string {
  const recorded = clinicalReviewOf(review);
  if (!recorded) return awaitingClinicalReview;
  return `Reviewed by ${recorded.reviewer.name}, ${recorded.reviewer.role}, on ${formatIsoDate(recorded.on)}`;
}
