import type { StorySubmission } from '../validations/story';
import { parseTestimonialList, type Testimonial } from './testimonial';

/** Browser storage keys (spec section 3): fetched stories and stories waiting to be sent are kept apart. */
export const CACHED_STORIES_KEY = 'cachedTestimonials';
export const PENDING_STORIES_KEY = 'pendingTestimonials';

/** A story the server could not take yet, kept on this device until it can be sent. */
export type PendingStory = { id: string; queuedAt: string; story: StorySubmission };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function readJson(storage: KeyValueStore, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** The last stories fetched, or null when there are none or they are not a list (spec: then the sample story). */
export function readCachedStories(storage: KeyValueStore): Testimonial[] | null {
  const data = readJson(storage, CACHED_STORIES_KEY);
  if (!Array.isArray(data)) return null;
  return parseTestimonialList(data);
}

/** Best effort: a full or blocked storage only means there is no cache next time. */
export function writeCachedStories(storage: KeyValueStore, stories: Testimonial[]) {
  try {
    storage.setItem(CACHED_STORIES_KEY, JSON.stringify(stories));
  } catch {
    // Nothing to do: the list on screen is unaffected.
  }
}

export function readPendingStories(storage: KeyValueStore): PendingStory[] {
  const data = readJson(storage, PENDING_STORIES_KEY);
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is PendingStory =>
      typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.story === 'object',
  );
}

/** Queues a story; throws when the storage refuses it, so the visitor can be told it was not kept. */
export function addPendingStory(storage: KeyValueStore, story: StorySubmission, now = new Date()): PendingStory {
  const pending: PendingStory = { id: crypto.randomUUID(), queuedAt: now.toISOString(), story };
  storage.setItem(PENDING_STORIES_KEY, JSON.stringify([...readPendingStories(storage), pending]));
  return pending;
}

export function removePendingStory(storage: KeyValueStore, id: string) {
  const rest = readPendingStories(storage).filter((item) => item.id !== id);
  storage.setItem(PENDING_STORIES_KEY, JSON.stringify(rest));
}
