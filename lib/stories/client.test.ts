import { describe, expect, it, vi } from 'vitest';

import { memoryStorage, refusingStorage, submittedStory, testimonial } from '@/tests/support/stories';

import { loadStories, postStory, resendPendingStories, shareStory } from './client';
import { addPendingStory, readCachedStories, readPendingStories } from './storage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const sample = [testimonial({ id: 'sample' })];
const story = submittedStory;

describe('loadStories', () => {
  it('shows and caches the server’s list', async () => {
    const storage = memoryStorage();
    const fetchImpl = vi.fn(async () => json([testimonial({ id: 'a' })]));
    const result = await loadStories({ apiBase: '', storage, sample, fetchImpl });
    expect(result).toEqual({ stories: [testimonial({ id: 'a' })], failure: null });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/stories',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(readCachedStories(storage)?.map((s) => s.id)).toEqual(['a']);
  });

  it('falls back to the cache, then to the sample story, with the reason', async () => {
    const storage = memoryStorage();
    await loadStories({ apiBase: '', storage, sample, fetchImpl: async () => json([testimonial({ id: 'cached' })]) });

    const down = async () => json({ error: 'x' }, 503);
    const fromCache = await loadStories({ apiBase: '', storage, sample, fetchImpl: down });
    expect(fromCache.stories.map((s) => s.id)).toEqual(['cached']);
    expect(fromCache.failure).toBe('The server answered with status 503.');

    const fromSample = await loadStories({ apiBase: '', storage: memoryStorage(), sample, fetchImpl: down });
    expect(fromSample.stories).toBe(sample);
  });

  it('treats an answer that is not an array as invalid data', async () => {
    const result = await loadStories({
      apiBase: '',
      storage: null,
      sample,
      fetchImpl: async () => json({ stories: [] }),
    });
    expect(result.failure).toBe('Received invalid data format from API.');
    expect(result.stories).toBe(sample);
  });

  it('gives up after the 5 s time-out', async () => {
    const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const started = Date.now();
    const result = await loadStories({ apiBase: '', storage: null, sample, fetchImpl: hang });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(result.failure).toBe('The server did not answer within 5 seconds.');
  });
});

describe('postStory and shareStory', () => {
  it('posts JSON and reads 201 as received', async () => {
    const fetchImpl = vi.fn(async () => json({ ok: true }, 201));
    expect(await postStory('https://api.example.com', story, fetchImpl)).toEqual({ kind: 'received' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/submit-story');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({
      firstName: 'Margaret',
      treatment: 'Total Knee Replacement',
    });
  });

  it('passes on the field errors of a 422', async () => {
    const outcome = await postStory('', story, async () => json({ errors: { email: 'Enter an email' } }, 422));
    expect(outcome).toEqual({ kind: 'invalid', fieldErrors: { email: 'Enter an email' } });
  });

  it('keeps the story on this device when the server cannot take it', async () => {
    for (const fetchImpl of [async () => json({}, 500), async () => Promise.reject(new TypeError('Failed to fetch'))]) {
      const storage = memoryStorage();
      expect(await shareStory({ apiBase: '', story, storage, fetchImpl })).toEqual({ kind: 'queued' });
      expect(readPendingStories(storage).map((p) => p.story.firstName)).toEqual(['Margaret']);
    }
  });

  it('says when to try again after a 429, without keeping the story on this device', async () => {
    const storage = memoryStorage();
    const limited = async () => new Response('{}', { status: 429, headers: { 'Retry-After': '900' } });
    expect(await shareStory({ apiBase: '', story, storage, fetchImpl: limited })).toEqual({
      kind: 'too-many',
      retryAfterMinutes: 15,
    });
    expect(await postStory('', story, async () => json({}, 429))).toEqual({
      kind: 'too-many',
      retryAfterMinutes: undefined,
    });
    expect(readPendingStories(storage)).toEqual([]);
  });

  it('says the story was not saved when the storage refuses it too', async () => {
    const refusing = refusingStorage;
    const down = async () => json({}, 503);
    expect(await shareStory({ apiBase: '', story, storage: refusing, fetchImpl: down })).toEqual({ kind: 'not-saved' });
    expect(await shareStory({ apiBase: '', story, storage: null, fetchImpl: down })).toEqual({ kind: 'not-saved' });
  });

  it('does not queue a story the server refused for good', async () => {
    const storage = memoryStorage();
    expect(await shareStory({ apiBase: '', story, storage, fetchImpl: async () => json({}, 415) })).toEqual({
      kind: 'refused',
    });
    expect(readPendingStories(storage)).toEqual([]);
  });
});

describe('resendPendingStories', () => {
  it('sends the kept stories and forgets those the server took', async () => {
    const storage = memoryStorage();
    addPendingStory(storage, story);
    addPendingStory(storage, { ...story, firstName: 'Bo' });
    const fetchImpl = vi.fn(async () => json({}, 201));
    expect(await resendPendingStories({ apiBase: '', storage, fetchImpl })).toBe(2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(readPendingStories(storage)).toEqual([]);
  });

  it('keeps them while the server is still unreachable, or refuses them for a while (429)', async () => {
    for (const fetchImpl of [async () => Promise.reject(new TypeError('offline')), async () => json({}, 429)]) {
      const storage = memoryStorage();
      addPendingStory(storage, story);
      expect(await resendPendingStories({ apiBase: '', storage, fetchImpl })).toBe(0);
      expect(readPendingStories(storage)).toHaveLength(1);
    }
  });
});
