import { describe, expect, it } from 'vitest';

import { clampPage, pageCount, pageItems, storiesPerPage } from './pagination';

describe('pagination', () => {
  it('shows 6 stories a page from 768 px wide, else 3', () => {
    expect(storiesPerPage(390)).toBe(3);
    expect(storiesPerPage(767)).toBe(3);
    expect(storiesPerPage(768)).toBe(6);
    expect(storiesPerPage(1280)).toBe(6);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
  });

  it('keeps a requested page within range', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });

  it('slices the items of a page', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageItems(items, 1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(items, 3, 3)).toEqual([7]);
  });
});
