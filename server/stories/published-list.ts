import type { Testimonial } from '../../lib/stories/testimonial';
import { contentTag, encode, type Encoded } from '../plugins/compression';

/** GET /api/stories's body, serialised and compressed, with its entity tag (the same on every instance). */
export type PublishedList = Encoded;

/**
 * The approved stories as GET /api/stories sends them, read and serialised once per change instead of per
 * request. Moderation and seeding call `invalidate()`, so on this instance an approval shows at once. With
 * several instances on one PostgreSQL database, the others learn of it by reading again once the list is
 * `maxAgeMs` old (a second).
 */
export function publishedStoriesCache(load: () => Promise<Testimonial[]>, { maxAgeMs }: { maxAgeMs: number }) {
  let cached: { list: Promise<PublishedList>; loadedAt: number } | undefined;
  return {
    current(): Promise<PublishedList> {
      const now = Date.now();
      if (!cached || now - cached.loadedAt >= maxAgeMs) {
        const previous = cached?.list.catch(() => undefined);
        const entry = { list: load().then((stories) => serialise(stories, previous)), loadedAt: now };
        cached = entry;
        // A failed read is not kept: the next request tries again.
        entry.list.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.list;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

/** Compresses the list only when it changed: on PostgreSQL it is read again every second. */
async function serialise(stories: Testimonial[], previous: Promise<PublishedList | undefined> | undefined) {
  const json = JSON.stringify(stories);
  const before = await previous;
  return before?.tag === contentTag(json) ? before : encode(json);
}

export type PublishedStoriesCache = ReturnType<typeof publishedStoriesCache>;
