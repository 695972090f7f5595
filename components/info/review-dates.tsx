import type { Review } from '@/content/types';
import { clinicalReviewStatement, formatIsoDate } from '@/lib/review';

/**
 * "Page last reviewed" and "Next review due", as NHS pages show them, then who checked the clinical content:
 * "Reviewed by ..." only when content records that review, otherwise that it awaits clinical review. Policy pages
 * (trust pages) pass `clinical={false}`: they have no clinical content to review.
 */
export function ReviewDates({ review, clinical = true }: { review: Review; clinical?: boolean }) {
  return (
    <div className="text-ink-soft">
      <p>
        Page last reviewed: <time dateTime={review.lastReviewed}>{formatIsoDate(review.lastReviewed)}</time>
      </p>
      <p>
        Next review due: <time dateTime={review.nextReview}>{formatIsoDate(review.nextReview)}</time>
      </p>
      {clinical && <p className="mt-2">{clinicalReviewStatement(review)}.</p>}
    </div>
  );
}
