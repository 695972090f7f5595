import type { Testimonial } from './testimonial';

export const STAR_SCALE = 5;

/** The star drawn for ratings, in a 20 x 20 viewBox. */
export const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

export type RatingSummary = {
  /** Mean of the stories' stars, rounded to one decimal; 0 when none gave a rating. */
  average: number;
  /** Every story counts as a review, rated or not. */
  count: number;
  /** One row per star value, 5 down to 1: how many stories gave it and their share of the rated ones in percent. */
  distribution: { stars: number; count: number; percent: number }[];
};

/**
 * The rating summary over all stories (spec: not only the filtered ones). A story without a rating (0 stars)
 * counts as a review but not towards the average, which would otherwise be pulled down by a missing answer.
 */
export function ratingSummary(stories: readonly Pick<Testimonial, 'stars'>[]): RatingSummary {
  const rated = stories.filter((story) => story.stars >= 1);
  const total = rated.reduce((sum, story) => sum + story.stars, 0);
  const distribution = Array.from({ length: STAR_SCALE }, (_, i) => STAR_SCALE - i).map((stars) => {
    const matching = rated.filter((story) => story.stars === stars).length;
    return { stars, count: matching, percent: rated.length ? Math.round((matching / rated.length) * 100) : 0 };
  });
  return {
    average: rated.length ? Math.round((total / rated.length) * 10) / 10 : 0,
    count: stories.length,
    distribution,
  };
}

export const formatAverage = (average: number) => average.toFixed(1);

/** "(N reviews)", as the spec shows it, singular for one. */
export const reviewCountLabel = (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`;
