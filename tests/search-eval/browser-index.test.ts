import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { browserIndexPath, loadBrowserIndex } from '@/lib/search/browser-index';

import { evaluateSearch } from './evaluate';

// A file of its own: loading the browser index gives the spellers its short list of everyday words, which must
// not leak into a test of the server's whole index.
describe('the browser’s search index, as the build wrote it', () => {
  const file = path.resolve(import.meta.dirname, '../../out', browserIndexPath.slice(1));

  it('stays within its 60 KB gzipped budget and ranks the patient queries nearly as the server does', () => {
    if (!existsSync(file)) throw new Error(`No ${file}: run "npm run build" first (npm test does).`);
    const json = readFileSync(file);
    expect(gzipSync(json).length).toBeLessThanOrEqual(60 * 1024);
    const result = evaluateSearch(loadBrowserIndex(JSON.parse(json.toString('utf8'))));
    expect(result.hit1, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.85);
    expect(result.hit3, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
  });
});
