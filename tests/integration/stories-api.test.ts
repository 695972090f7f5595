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

  it('limits how many stories one client can send, counting only the accepted ones', async () => {
    for (let i = 0; i < 10; i++) expect((await post({ ...validStory, email: 'not an address' })).status).toBe(422);
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++) status = (await post({ ...validStory, rating: 0 })).status;
    expect(status).toBe(429);
  });
});
