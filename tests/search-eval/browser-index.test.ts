import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { wordUseOf } from '@/lib/chat/chat-index';
import { createSpeller, subtlexEverydayWords } from '@/lib/spelling';
import { words } from '@/lib/chat/text';
import { browserIndexPath, loadBrowserIndex } from '@/lib/search/browser-index';

import { evaluateSearch } from './evaluate';
import { searchQueries } from './queries';

// A file of its own: loading the browser index gives the spellers its short list of everyday words, which must
// not leak into a test of the server's whole index.
describe('the browser’s search index, as the build wrote it', () => {
  const file = path.resolve(import.meta.dirname, '../../out', browserIndexPath.slice(1));

  const read = () => {
    if (!existsSync(file)) throw new Error(`No ${file}: run "npm run build" first (npm test does).`);
    return readFileSync(file);
  };

  it('stays within its 60 KB gzipped budget and ranks the patient queries nearly as the server does', () => {
    const json = read();
    expect(gzipSync(json).length).toBeLessThanOrEqual(60 * 1024);
    const result = evaluateSearch(loadBrowserIndex(JSON.parse(json.toString('utf8'))));
    expect(result.hit1, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.85);
    expect(result.hit3, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
  });

  it('corrects typos as Node does with the whole everyday word list, with only the words it ships', () => {
    const index = loadBrowserIndex(JSON.parse(read().toString('utf8')));
    const everyday = subtlexEverydayWords();
    const node = createSpeller(wordUseOf([...index.passages.values()]), 3, (word) => everyday.has(word));
    const sample = [
      ...searchQueries.flatMap(({ query }) => words(query)),
      ...'kne menicus replacment artroscopy ligamant physioterapy steristrip crutchs hipp anaesthetc'.split(' '),
      ...[...everyday].filter((_, i) => i % 20 === 0),
    ];
    const differ = sample.filter((word) => index.speller.correct(word) !== node.correct(word));
    expect(differ).toEqual([]);
  });
});
