import { describe, expect, it } from 'vitest';

import { testDatabaseKinds } from '../support/database';
import { serverOn } from '../support/server';
import { cookiePair, createTestStaff, totpCode } from '../support/staff';
import { validStory } from '../support/stories';

/**
 * A NUL character cannot be typed and PostgreSQL cannot store one (SQLite can). The shared schemas remove it
 * from every text field, so both databases store the same text and no one is answered 500.
 */
describe.each(testDatabaseKinds)('NUL characters on %s', (kind) => {
  const running = serverOn(kind, {
    SERVE_SITE: 'false',
    DEMO_DATA: 'false',
    ENQUIRY_RATE_LIMIT_MAX: '100',
    STORY_RATE_LIMIT_MAX: '100',
  });
  const enquiry = {
    form: 'contact',
    firstName: 'Ann\u0000',
    lastName: 'Exa\u0000mple',
    email: 'ann@example.com',
    phone: '01632 960001\u0000',
    message: 'My knee\u0000 hurts.',
    consent: 'true',
    _subject: 'Website: \u0000hello',
  };
  const storedEnquiry = (id: string) =>
    running.server.app.db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const bodies: [string, () => { body: BodyInit; type?: string }][] = [
    ['JSON', () => ({ body: JSON.stringify(enquiry), type: 'application/json' })],
    [
      'urlencoded',
      () => ({ body: new URLSearchParams(enquiry).toString(), type: 'application/x-www-form-urlencoded' }),
    ],
    [
      'multipart',
      () => {
        const form = new FormData();
        for (const [name, value] of Object.entries(enquiry)) form.append(name, value);
        return { body: form };
      },
    ],
  ];

  it.each(bodies)('stores an enquiry sent as %s without its NUL characters', async (_what, make) => {
    const { body, type } = make();
    const res = await fetch(`${running.server.baseUrl}/api/enquiries`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(type && { 'Content-Type': type }) },
      body,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await storedEnquiry(id)).toMatchObject({
      first_name: 'Ann',
      last_name: 'Example',
      phone: '01632 960001',
      message: 'My knee hurts.',
      subject: 'Website: hello',
    });
  });

  it('stores a story without its NUL characters', async () => {
    const res = await fetch(`${running.server.baseUrl}/api/submit-story`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...validStory,
        firstName: 'Mar\u0000garet',
        treatment: 'Other',
        otherTreatment: 'Meniscus\u0000 repair',
        description: '\u0000I can walk again.',
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(
      await running.server.app.db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toMatchObject({ first_name: 'Margaret', surgery_type: 'Meniscus repair', original_text: 'I can walk again.' });
  });

  it('answers the back office with a 4xx, never a 500', async () => {
    const origin = running.server.baseUrl;
    const login = (email: string, password: string, code: string) =>
      fetch(`${running.server.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ email, password, code }),
      });
    expect((await login('nobody\u0000@example.com', 'a password', '123456')).status).toBe(401);

    const staff = await createTestStaff(running.server.app.db);
    const res = await login(`${staff.email}\u0000`, staff.password, await totpCode(staff.secret));
    expect(res.status).toBe(200);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const headers = {
      'Content-Type': 'application/json',
      Origin: origin,
      Cookie: cookiePair(res.headers.get('set-cookie')),
      'X-CSRF-Token': csrfToken,
    };
    const act = (path: string, body: unknown = {}) =>
      fetch(`${running.server.baseUrl}/api/admin${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

    for (const path of ['/stories/a%00b/approve', '/enquiries/a%00b/read', '/outbox/a%00b/retry']) {
      expect((await act(path)).status, path).toBe(400);
    }
    const story = await fetch(`${running.server.baseUrl}/api/submit-story`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validStory),
    });
    const { id } = (await story.json()) as { id: string };
    expect((await act(`/stories/${id}/approve`)).status).toBe(204);
    expect((await act(`/stories/${id}/edit`, { text: 'Edited\u0000 words' })).status).toBe(204);
    expect((await act(`/stories/${id}/reject`, { reason: 'Names\u0000 a patient' })).status).toBe(204);
    expect(
      await running.server.app.db
        .selectFrom('stories')
        .select(['published_text', 'rejection_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ published_text: 'Edited words', rejection_reason: 'Names a patient' });
  });
});
