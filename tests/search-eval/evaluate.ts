import type { ChatIndex } from '@/lib/chat/chat-index';
import { searchSite } from '@/lib/search/site-search';

import { searchQueries } from './queries';

/** hit@k: the share of queries whose first k result pages hold one of the pages a good answer would be. */
export function evaluateSearch(index: ChatIndex) {
  const rows = searchQueries.map(({ query, pages }) => {
    const found = searchSite(index, query).groups.map((group) => group.url);
    const rank = found.findIndex((url) => pages.includes(url));
    return { query, found: found.slice(0, 3), rank };
  });
  const hitAt = (k: number) => rows.filter((row) => row.rank >= 0 && row.rank < k).length / rows.length;
  return { queries: rows.length, hit1: hitAt(1), hit3: hitAt(3), misses: rows.filter((row) => row.rank !== 0) };
}
