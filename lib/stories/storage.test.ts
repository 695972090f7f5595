import { describe, expect, it } from 'vitest';

import { memoryStorage, refusingStorage, submittedStory, testimonial } from '@/tests/support/stories';

import {
  addPendingStory,
  CACHED_STORIES_KEY,
  PENDING_STORIES_KEY,
  readCachedStories,
  readPendingStories,
  removePendingStory,
  writeCachedStories,
} from './storage';

const story = submittedStory;

describe('the cached stories', () => {
  it('round-trips the fetched list under its own key', () => {
    const storage = memoryStorage();
    writeCachedStories(storage, [testimonial({ id: 'a' })]);
    expect(storage.data.has(CACHED_STORIES_KEY)).toBe(true);
    expect(readCachedStories(storage)?.map((s) => s.id)).toEqual(['a']);
  });

  it('is null when missing, unreadable or not an array', () => {
    expect(readCachedStories(memoryStorage())).toBeNull();
    expect(readCachedStories(memoryStorage({ [CACHED_STORIES_KEY]: '{oops' }))).toBeNull();
    expect(readCachedStories(memoryStorage({ [CACHED_STORIES_KEY]: '{"id":"a"}' }))).toBeNull();
  });

  it('ignores a storage that refuses to write', () => {
    const storage = refusingStorage;
    expect(() => writeCachedStories(storage, [])).not.toThrow();
  });
});

describe('the pending stories', () => {
  it('queues, lists and removes stories under their own key', () => {
    const storage = memoryStorage();
    const first = addPendingStory(storage, story);
    addPendingStory(storage, { ...story, firstName: 'Bo' });
    expect(storage.data.has(PENDING_STORIES_KEY)).toBe(true);
    expect(readPendingStories(storage).map((p) => p.story.firstName)).toEqual(['Margaret', 'Bo']);
    removePendingStory(storage, first.id);
    expect(readPendingStories(storage).map((p) => p.story.firstName)).toEqual(['Bo']);
  });

  it('throws when the storage refuses the story, so the visitor can be told', () => {
    const storage = refusingStorage;
    expect(() => addPendingStory(storage, story)).toThrow();
  });
});
