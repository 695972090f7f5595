import { describe, expect, it } from 'vitest';

import type { Testimonial } from '@/lib/stories/testimonial';

import { publishedStoriesCache } from './published-list';

const story = (id: string) => ({ id, name: 'Ann E.', text: 'Better.' }) as Testimonial;

describe('publishedStoriesCache', () => {
  it('reads and serialises the list once per change', async () => {
    let reads = 0;
    let stories = [story('a')];
    const cache = publishedStoriesCache(async () => (reads++, stories), { maxAgeMs: Infinity });

    const first = await cache.current();
    expect(await cache.current()).toBe(first);
    expect(reads).toBe(1);
    expect(JSON.parse(first.identity.toString())).toEqual([story('a')]);

    stories = [story('b'), story('a')];
    cache.invalidate();
    const second = await cache.current();
    expect(reads).toBe(2);
    expect(JSON.parse(second.identity.toString())).toEqual(stories);
    expect(second.tag).not.toBe(first.tag);
  });

  it('gives the same ETag to the same list, wherever it was serialised', async () => {
    const one = await publishedStoriesCache(async () => [story('a')], { maxAgeMs: 0 }).current();
    const other = await publishedStoriesCache(async () => [story('a')], { maxAgeMs: 0 }).current();
    expect(one.tag).toMatch(/^[\w-]+$/);
    expect(other.tag).toBe(one.tag);
  });

  it('compresses a list again only when it changed', async () => {
    const stories = Array.from({ length: 40 }, (_, i) => story(String(i)));
    const cache = publishedStoriesCache(async () => stories, { maxAgeMs: 0 });
    const first = await cache.current();
    expect(first.br?.length).toBeLessThan(first.identity.length);
    expect(first.gzip?.length).toBeLessThan(first.identity.length);
    expect(await cache.current()).toBe(first);
  });

  it('reads again once the list is older than maxAgeMs (other instances may have changed it)', async () => {
    let reads = 0;
    const cache = publishedStoriesCache(async () => (reads++, []), { maxAgeMs: 30 });
    await cache.current();
    await cache.current();
    expect(reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await cache.current();
    expect(reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = publishedStoriesCache(
      async () => {
        if (fail) throw new Error('database down');
        return [];
      },
      { maxAgeMs: Infinity },
    );
    await expect(cache.current()).rejects.toThrow('database down');
    fail = false;
    expect((await cache.current()).identity.toString()).toBe('[]');
  });
});
