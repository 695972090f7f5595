import { describe, expect, it } from 'vitest';

import {
  DEFAULT_STORY_QUERY,
  parseStoryQuery,
  storyQueryString,
  withCategory,
  withPage,
  withSearch,
  withTab,
} from './query';

const parse = (query: string) => parseStoryQuery(new URLSearchParams(query));

describe('the story list query', () => {
  it('reads tab, search, category and page', () => {
    expect(parse('tab=treatments&q=knee&category=Hip%20Replacement&page=2')).toEqual({
      tab: 'treatments',
      search: 'knee',
      category: 'Hip Replacement',
      page: 2,
    });
  });

  it('falls back to defaults for anything unknown', () => {
    expect(parse('')).toEqual(DEFAULT_STORY_QUERY);
    expect(parse('tab=reviews&page=-3')).toEqual(DEFAULT_STORY_QUERY);
    // A category from the other tab's list is not valid here.
    expect(parse('tab=conditions&category=Hip%20Replacement').category).toBe('All');
    expect(parse('category=Knee%20Arthritis').category).toBe('All');
  });

  it('round-trips through the query string, leaving out defaults', () => {
    const query = { tab: 'conditions', search: 'stairs & steps', category: 'ACL/ Ligament Injury', page: 3 } as const;
    expect(parse(storyQueryString(query).slice(1))).toEqual(query);
    expect(storyQueryString(DEFAULT_STORY_QUERY)).toBe('');
  });

  it('resets category and page when the tab changes, keeping the search', () => {
    const start = { tab: 'conditions', search: 'pain', category: 'Knee Arthritis', page: 3 } as const;
    expect(withTab(start, 'treatments')).toEqual({ tab: 'treatments', search: 'pain', category: 'All', page: 1 });
  });

  it('resets the page when the search or the category changes', () => {
    const start = { tab: 'treatments', search: '', category: 'All', page: 4 } as const;
    expect(withSearch(start, 'hip').page).toBe(1);
    expect(withCategory(start, 'Hip Replacement')).toEqual({ ...start, category: 'Hip Replacement', page: 1 });
    expect(withPage(start, 2).page).toBe(2);
  });
});
