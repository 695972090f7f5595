import { createHash } from 'node:crypto';

import type { Testimonial } from '../../lib/stories/testimonial';

/** GET /api/stories's body, serialised, and its ETag (a hash of the body: the same on every instance). */
export type PublishedList = { json: string; etag: string };

function serialise(stories: Testimonial[]): PublishedList {
  const json = JSON.stringify(stories);
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"` };
}

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
        const entry = { list: load().then(serialise), loadedAt: now };
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

export type PublishedStoriesCache = ReturnType<typeof publishedStoriesCache>;

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
