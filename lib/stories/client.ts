import { retryAfterMinutes } from '../retry-after';
import type { StorySubmission } from '../validations/story';
import {
  addPendingStory,
  readCachedStories,
  readPendingStories,
  removePendingStory,
  writeCachedStories,
} from './storage';
import { parseTestimonialList, type Testimonial } from './testimonial';

/** Spec section 9: the stories fetch and the story submission each give up after 5 s. */
const STORIES_TIMEOUT_MS = 5000;
const SUBMIT_TIMEOUT_MS = 5000;

type Fetch = typeof fetch;
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where the browser blocks it (some private modes throw on access). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `The server did not answer within ${STORIES_TIMEOUT_MS / 1000} seconds.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** GET /api/stories: the approved stories, or an error whose message is the detail the visitor sees. */
async function fetchStories(apiBase: string, fetchImpl: Fetch = fetch): Promise<Testimonial[]> {
  const response = await fetchImpl(`${apiBase}/api/stories`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(STORIES_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The server answered with status ${response.status}.`);
  return parseTestimonialList(await response.json());
}

export type LoadedStories = {
  stories: Testimonial[];
  /** Why the server's list could not be used (null when it was). */
  failure: string | null;
};

/**
 * Spec section 4: on success the list is shown and cached; on any failure the cached list is used, else the
 * sample story.
 */
export async function loadStories(options: {
  apiBase: string;
  storage: KeyValueStore | null;
  sample: Testimonial[];
  fetchImpl?: Fetch;
}): Promise<LoadedStories> {
  const { apiBase, storage, sample, fetchImpl = fetch } = options;
  try {
    const stories = await fetchStories(apiBase, fetchImpl);
    if (storage) writeCachedStories(storage, stories);
    return { stories, failure: null };
  } catch (error) {
    const cached = storage ? readCachedStories(storage) : null;
    return { stories: cached ?? sample, failure: describeFailure(error) };
  }
}

export type SubmitOutcome =
  /** 201: stored on the server, pending review. */
  | { kind: 'received' }
  /** 422: the server's field errors (`{ errors: { field: message } }`). */
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  /** Network failure, time-out or 5xx: the server could not take it now; worth trying again later. */
  | { kind: 'unreachable' }
  /**
   * 429: this browser sent several stories in a short time. Not kept on the device: the patient is told when to
   * try again (Retry-After, in minutes; undefined when not sent) rather than that the server was out of reach.
   */
  | { kind: 'too-many'; retryAfterMinutes?: number }
  /** Any other answer (400, 413, 415): trying again will not help. */
  | { kind: 'refused'; status: number };

/** POST /api/submit-story with the spec's 5 s time-out. Never throws. */
export async function postStory(
  apiBase: string,
  story: StorySubmission,
  fetchImpl: Fetch = fetch,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiBase}/api/submit-story`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(story),
      signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 201 || response.ok) return { kind: 'received' };
  if (response.status === 429) {
    return { kind: 'too-many', retryAfterMinutes: retryAfterMinutes(response.headers.get('Retry-After')) };
  }
  if (response.status >= 500) return { kind: 'unreachable' };
  if (response.status === 422) {
    const body = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
    return { kind: 'invalid', fieldErrors: body?.errors ?? {} };
  }
  return { kind: 'refused', status: response.status };
}

export type ShareOutcome =
  | { kind: 'received' }
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'too-many'; retryAfterMinutes?: number }
  /** Kept on this device, to be sent later. */
  | { kind: 'queued' }
  /** The server could not take it and neither could this device's storage. */
  | { kind: 'not-saved' }
  | { kind: 'refused' };

/**
 * The story submission flow (spec section 4, with the brief's honesty): try the server; if it cannot take the
 * story now, keep it in the pending list so it is sent later; if that fails too, say it was not saved.
 */
export async function shareStory(options: {
  apiBase: string;
  story: StorySubmission;
  storage: KeyValueStore | null;
  fetchImpl?: Fetch;
}): Promise<ShareOutcome> {
  const outcome = await postStory(options.apiBase, options.story, options.fetchImpl);
  if (outcome.kind !== 'unreachable') return outcome.kind === 'refused' ? { kind: 'refused' } : outcome;
  try {
    if (!options.storage) return { kind: 'not-saved' };
    addPendingStory(options.storage, options.story);
    return { kind: 'queued' };
  } catch {
    return { kind: 'not-saved' };
  }
}

/**
 * Sends the stories kept on this device. A story the server took, or refused for good (it would be refused every
 * time), leaves the list; one it could not take now stays for next time. Returns how many were received.
 */
export async function resendPendingStories(options: {
  apiBase: string;
  storage: KeyValueStore;
  fetchImpl?: Fetch;
}): Promise<number> {
  let received = 0;
  for (const pending of readPendingStories(options.storage)) {
    const outcome = await postStory(options.apiBase, pending.story, options.fetchImpl);
    // Not now (the server is away, or this browser has sent enough for a while): the rest wait for next time.
    if (outcome.kind === 'unreachable' || outcome.kind === 'too-many') break;
    if (outcome.kind === 'received') received++;
    removePendingStory(options.storage, pending.id);
  }
  return received;
}
