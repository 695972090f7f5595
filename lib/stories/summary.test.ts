import { describe, expect, it } from 'vitest';

import { formatAverage, ratingSummary, reviewCountLabel } from './summary';

describe('ratingSummary', () => {
  it('averages the stars to one decimal and counts every story', () => {
    const summary = ratingSummary([{ stars: 5 }, { stars: 4 }, { stars: 4 }]);
    expect(summary.average).toBe(4.3);
    expect(formatAverage(summary.average)).toBe('4.3');
    expect(summary.count).toBe(3);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 1, percent: 33 },
      { stars: 4, count: 2, percent: 67 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('leaves unrated stories out of the average but counts them as reviews', () => {
    const summary = ratingSummary([{ stars: 5 }, { stars: 0 }]);
    expect(summary.average).toBe(5);
    expect(summary.count).toBe(2);
    expect(summary.distribution[0]).toEqual({ stars: 5, count: 1, percent: 100 });
  });

  it('gives 0.0 and zero rows for no stories', () => {
    const summary = ratingSummary([]);
    expect(formatAverage(summary.average)).toBe('0.0');
    expect(summary.distribution.every((row) => row.count === 0 && row.percent === 0)).toBe(true);
  });

  it('labels the count as the spec shows it', () => {
    expect(reviewCountLabel(12)).toBe('(12 reviews)');
    expect(reviewCountLabel(1)).toBe('(1 review)');
  });
});
