import type { IsoDate } from '@/content/types';

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "1 November 2026" from "2026-11-01". */
export const formatReviewDate = (date: IsoDate) => longDate.format(new Date(`${date}T00:00:00Z`));

/** "Page last reviewed" and "Next review due", as NHS pages show them. */
export function ReviewDates({ lastReviewed, nextReview }: { lastReviewed: IsoDate; nextReview: IsoDate }) {
  return (
    <div className="text-ink-soft">
      <p>
        Page last reviewed: <time dateTime={lastReviewed}>{formatReviewDate(lastReviewed)}</time>
      </p>
      <p>
        Next review due: <time dateTime={nextReview}>{formatReviewDate(nextReview)}</time>
      </p>
    </div>
  );
}
