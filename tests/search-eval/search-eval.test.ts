import { describe, expect, it } from 'vitest';

import { buildChatIndexFile } from '@/lib/chat/corpus';
import { loadIndex } from '@/lib/chat/chat-index';

import { evaluateSearch } from './evaluate';

describe('site search on 40 queries in patients’ words', () => {
  it('puts a page that answers first for most, and in the first three for nearly all', () => {
    const result = evaluateSearch(loadIndex(buildChatIndexFile()));
    expect(result.queries).toBe(40);
    // The figures, and the queries not answered first, are in the output of `npm run bench:search`.
    expect(result.hit1, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.85);
    expect(result.hit3, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
  });
});
