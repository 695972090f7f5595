import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/database';
import { requireBuiltSite, startServer, type RunningServer } from '../support/server';
import { validStory } from '../support/stories';

describe.each(testDatabaseKinds)('the stories API on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  const url = (path: string) => server.baseUrl + path;
  const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    fetch(url('/api/submit-story'), {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    requireBuiltSite();
    database = await createTestDatabase(kind);
    server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: 'false', STORY_RATE_LIMIT_MAX: '8' });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('lists no stories at first, revalidated on every view', async () => {
    const res = await fetch(url('/api/stories'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual([]);
  });

  it('stores a story as pending, with the original text, consent and a staff notification, and does not publish it', async () => {
    const res = await post({ ...validStory, description: 'Pending story text.' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    const row = await server.app.db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      original_text: 'Pending story text.',
      published_text: null,
      surgery_type: 'Total Knee Replacement',
      email: 'margaret@example.com',
      consultation_time: '09:15 AM',
      rating: 5,
    });
    expect(Date.parse(row.consented_at)).not.toBeNaN();
    expect(row.consent_text).toContain('I agree to my story being published');

    const mails = await server.app.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails.some((m) => m.subject.includes('new patient story'))).toBe(true);
    // The notification names no patient.
    expect(mails.map((m) => m.text_body).join('\n')).not.toContain('Thornbury');

    expect(await (await fetch(url('/api/stories'))).json()).toEqual([]);
  });

  it('does not store a resent story twice', async () => {
    const submissionId = crypto.randomUUID();
    const first = await post({ ...validStory, submissionId });
    const again = await post({ ...validStory, submissionId });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const rows = await server.app.db
      .selectFrom('stories')
      .select('id')
      .where('submission_id', '=', submissionId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 422 with the field errors of a bad story', async () => {
    const res = await post({ ...validStory, email: 'not-an-email', rating: 9 });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['email', 'rating']);
    const other = await post({ ...validStory, treatment: 'Other', otherTreatment: '' });
    expect(((await other.json()) as { errors: Record<string, string> }).errors).toEqual({
      otherTreatment: 'Tell us which treatment you had',
    });
  });

  it('refuses what is not a JSON story with a clear 4xx', async () => {
    expect((await post('firstName=Ann', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('hello', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post('{"firstName":', { 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await post([validStory])).status).toBe(400);
    expect((await post({ ...validStory, description: 'x'.repeat(40_000) })).status).toBe(413);
  });

  describe('the story form posted without JavaScript (POST /send-story)', () => {
    const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    /** The fields as the browser posts the form: text only, the star radio's value, a ticked box. */
    const formFields = (overrides: Record<string, string> = {}) => ({
      ...Object.fromEntries(Object.entries(validStory).map(([name, value]) => [name, String(value)])),
      consent: 'true',
      ...overrides,
    });
    const postForm = (fields: Record<string, string>) =>
      fetch(url('/send-story'), {
        method: 'POST',
        redirect: 'manual',
        headers: { Accept: browserAccept, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });

    it('stores the story as pending and answers 303 to the thank-you page', async () => {
      const res = await postForm(formFields({ description: 'Posted without JavaScript.', rating: '3' }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/story-sent');
      const row = await server.app.db
        .selectFrom('stories')
        .selectAll()
        .where('original_text', '=', 'Posted without JavaScript.')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'pending',
        rating: 3,
        had_surgery: 1,
        surgery_type: 'Total Knee Replacement',
      });
      const page = await fetch(url('/story-sent'));
      expect(await page.text()).toContain('Thank You For Sharing Your Story!');
    });

    it('gives the form back with the errors in field order and the answers kept', async () => {
      const { consent: _consent, ...unticked } = formFields({
        email: 'nora@',
        hadSurgery: 'false',
        condition: 'Other',
      });
      const res = await postForm({ ...unticked, firstName: '' });
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<title>Error: Share Your Story!');
      expect([...html.matchAll(/<a href="#(story-[a-zA-Z]+)"/g)].map(([, id]) => id)).toEqual([
        'story-firstName',
        'story-email',
        'story-otherCondition',
        'story-consent',
      ]);
      expect(html).toMatch(/<input[^>]*id="story-hadSurgery-no"[^>]*checked=""/);
      expect(html).toContain('<option value="Other" selected="">');
      expect(html).toContain('value="nora@"');
      expect(html).toContain('action="/send-story"');
      expect(html).not.toMatch(/<script\b/);
    });

    it('refuses what is not a form post with a clear 4xx, on the form', async () => {
      const json = await fetch(url('/send-story'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validStory),
      });
      expect(json.status).toBe(415);
      expect(await json.text()).toContain('We could not read what your browser sent.');
      const large = await postForm(formFields({ description: 'x'.repeat(40_000) }));
      expect(large.status).toBe(413);
      expect(await large.text()).toContain('Your story is too long to send.');
    });
  });

  it('limits how many stories one client can send, counting only the accepted ones', async () => {
    for (let i = 0; i < 10; i++) expect((await post({ ...validStory, email: 'not an address' })).status).toBe(422);
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++) status = (await post({ ...validStory, rating: 0 })).status;
    expect(status).toBe(429);
  });
});
