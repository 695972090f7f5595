import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { londonIsoWithOffset } from '@/lib/london-time';
import { loadConfig } from '@/server/config';

import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/database';
import { requireBuiltSite, startServer, type RunningServer } from '../support/server';
import { cookiePair, createTestStaff, totpCode } from '../support/staff';
import { validStory } from '../support/stories';

type Login = { cookie: string; csrfToken: string };
type StaffEnquiry = { form: string; subject: string; message: string };

describe.each(testDatabaseKinds)('the back-office API on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let origin: string;
  const url = (path: string) => server.baseUrl + path;

  const login = (
    credentials: { email: string; password: string; code: string },
    headers: Record<string, string> = {},
  ) =>
    fetch(url('/api/admin/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
      body: JSON.stringify(credentials),
    });

  async function loggedIn(): Promise<Login & { email: string }> {
    const staff = await createTestStaff(server.app.db);
    const res = await login({ email: staff.email, password: staff.password, code: await totpCode(staff.secret) });
    expect(res.status).toBe(200);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    return { cookie: cookiePair(res.headers.get('set-cookie')), csrfToken, email: staff.email };
  }

  const get = (path: string, session?: Login) =>
    fetch(url(`/api/admin${path}`), { headers: session ? { Cookie: session.cookie } : {} });
  const act = (path: string, session: Login | undefined, body: unknown = {}, headers: Record<string, string> = {}) =>
    fetch(url(`/api/admin${path}`), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: origin,
        ...(session && { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken }),
        ...headers,
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    requireBuiltSite();
    database = await createTestDatabase(kind);
    server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: 'false', STORY_RATE_LIMIT_MAX: '50' });
    origin = server.baseUrl;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('refuses every admin endpoint to an anonymous visitor', async () => {
    const routes = server.app.adminRoutes.filter((route) => !route.public);
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, randomUUID());
      const withOrigin = await fetch(url(path), {
        method: route.method,
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      });
      expect(withOrigin.status, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'GET') {
        const crossSite = await fetch(url(path), { method: route.method, headers: { Origin: 'https://evil.example' } });
        expect(crossSite.status, `${route.method} ${route.url} from another site`).toBe(403);
      }
    }
    expect(server.app.adminRoutes.filter((route) => route.public).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/admin/login',
    ]);
  });

  it('logs in only with the password and the TOTP code together, in a __Host- cookie', async () => {
    const staff = await createTestStaff(server.app.db);
    const code = await totpCode(staff.secret);
    expect((await login({ email: staff.email, password: staff.password, code: '000000' })).status).toBe(401);
    expect((await login({ email: staff.email, password: 'wrong password!', code })).status).toBe(401);
    expect((await login({ email: 'nobody@example.com', password: staff.password, code })).status).toBe(401);

    const res = await login({ email: staff.email.toUpperCase(), password: staff.password, code });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-admin_session=[\w-]{40,};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Domain');
    expect(res.headers.get('cache-control')).toBe('no-store');

    // The same code cannot be used again.
    expect((await login({ email: staff.email, password: staff.password, code })).status).toBe(401);
  });

  it('locks an account after repeated failures, even against the right credentials', async () => {
    const staff = await createTestStaff(server.app.db);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await login({ email: staff.email, password: 'not the password', code: '123456' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await login({ email: staff.email, password: staff.password, code: await totpCode(staff.secret) });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as { error: string }).error).toMatch(/Too many failed attempts/);
  });

  it('needs the CSRF token and our own origin for every change', async () => {
    const session = await loggedIn();
    const { id } = (await (
      await fetch(url('/api/submit-story'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validStory),
      })
    ).json()) as { id: string };

    expect((await act(`/stories/${id}/approve`, session, {}, { 'X-CSRF-Token': 'forged' })).status).toBe(403);
    expect((await act(`/stories/${id}/approve`, session, {}, { Origin: 'https://evil.example' })).status).toBe(403);
    const noOrigin = await fetch(url(`/api/admin/stories/${id}/approve`), {
      method: 'POST',
      headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(noOrigin.status).toBe(403);
    const row = await server.app.db
      .selectFrom('stories')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect((await act(`/stories/${id}/approve`, session)).status).toBe(204);
  });

  it('moderates a story: approve publishes it, edit keeps the original, unpublish and reject take it off', async () => {
    const session = await loggedIn();
    const marker = `story-${randomUUID()}`;
    const submitted = await fetch(url('/api/submit-story'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validStory, description: `Original words ${marker}` }),
    });
    const { id } = (await submitted.json()) as { id: string };
    const publicList = async () => (await (await fetch(url('/api/stories'))).json()) as Record<string, unknown>[];

    const pending = (await (await get('/stories?status=pending', session)).json()) as { id: string; email: string }[];
    expect(pending.find((s) => s.id === id)?.email).toBe('margaret@example.com');
    expect((await publicList()).some((s) => s.id === id)).toBe(false);

    expect((await act(`/stories/${id}/approve`, session)).status).toBe(204);
    const published = (await publicList()).find((s) => s.id === id)!;
    expect(Object.keys(published).sort()).toEqual(
      [
        'consultationDate',
        'date',
        'hadSurgery',
        'id',
        'name',
        'profileColor',
        'stars',
        'submitDate',
        'surgeryType',
        'text',
      ].sort(),
    );
    expect(published).toMatchObject({
      name: 'Margaret T.',
      text: `Original words ${marker}`,
      stars: 5,
      hadSurgery: true,
    });
    expect(JSON.stringify(await publicList())).not.toContain('margaret@example.com');

    expect((await act(`/stories/${id}/edit`, session, { text: `Edited words ${marker}` })).status).toBe(204);
    expect((await publicList()).find((s) => s.id === id)?.text).toBe(`Edited words ${marker}`);
    const approved = (await (await get('/stories?status=approved', session)).json()) as {
      id: string;
      originalText: string;
      publishedText: string;
      editedBy: string;
    }[];
    expect(approved.find((s) => s.id === id)).toMatchObject({
      originalText: `Original words ${marker}`,
      publishedText: `Edited words ${marker}`,
      editedBy: session.email,
    });

    expect((await act(`/stories/${id}/unpublish`, session)).status).toBe(204);
    expect((await publicList()).some((s) => s.id === id)).toBe(false);
    expect((await act(`/stories/${id}/unpublish`, session)).status).toBe(409);

    expect((await act(`/stories/${id}/reject`, session, { reason: '' })).status).toBe(400);
    expect((await act(`/stories/${id}/reject`, session, { reason: 'Names another patient' })).status).toBe(204);
    const rejected = (await (await get('/stories?status=rejected', session)).json()) as {
      id: string;
      rejectionReason: string;
    }[];
    expect(rejected.find((s) => s.id === id)?.rejectionReason).toBe('Names another patient');
    expect((await act(`/stories/${randomUUID()}/approve`, session)).status).toBe(404);

    const audit = (await (await get('/audit', session)).json()) as {
      action: string;
      target_id: string;
      staff_email: string;
    }[];
    expect(audit.filter((e) => e.target_id === id).map((e) => e.action)).toEqual([
      'story-rejected',
      'story-unpublished',
      'story-edited',
      'story-approved',
    ]);
    expect(audit.find((e) => e.target_id === id)?.staff_email).toBe(session.email);

    // A story waiting for review can be edited before it is approved: the edit is what the site publishes.
    const before = `story-${randomUUID()}`;
    const submittedBefore = await fetch(url('/api/submit-story'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validStory, description: `Original words, with Dr Other named ${before}` }),
    });
    const { id: editedId } = (await submittedBefore.json()) as { id: string };
    expect((await act(`/stories/${editedId}/edit`, session, { text: `Original words ${before}` })).status).toBe(204);
    expect((await act(`/stories/${editedId}/approve`, session)).status).toBe(204);
    expect((await publicList()).find((s) => s.id === editedId)?.text).toBe(`Original words ${before}`);
    const approvedBefore = (await (await get('/stories?status=approved', session)).json()) as {
      id: string;
      originalText: string;
    }[];
    expect(approvedBefore.find((s) => s.id === editedId)?.originalText).toBe(
      `Original words, with Dr Other named ${before}`,
    );
  });

  it('reads and handles enquiries', async () => {
    const session = await loggedIn();
    const id = randomUUID();
    await server.app.db
      .insertInto('enquiries')
      .values({
        id,
        form: 'contact',
        first_name: 'Eve',
        last_name: 'Example',
        phone: null,
        email: 'eve@example.com',
        message: 'My knee clicks.',
        subject: 'Website: message',
        consented_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    const open = (await (await get('/enquiries?show=open', session)).json()) as {
      id: string;
      read_at: string | null;
    }[];
    expect(open.find((e) => e.id === id)?.read_at).toBeNull();
    expect((await act(`/enquiries/${id}/read`, session)).status).toBe(204);
    expect((await act(`/enquiries/${id}/handled`, session, { handled: true })).status).toBe(204);
    const handled = (await (await get('/enquiries?show=handled', session)).json()) as {
      id: string;
      handled_by: string;
      read_at: string;
    }[];
    expect(handled.find((e) => e.id === id)).toMatchObject({ handled_by: session.email, read_at: expect.any(String) });
    expect(
      ((await (await get('/enquiries?show=open', session)).json()) as { id: string }[]).some((e) => e.id === id),
    ).toBe(false);
    expect((await act(`/enquiries/${id}/handled`, session, { handled: 'yes' })).status).toBe(400);
  });

  it('lists the outbox and sends a failed mail round again', async () => {
    const session = await loggedIn();
    const now = new Date().toISOString();
    const id = randomUUID();
    await server.app.db
      .insertInto('mail_outbox')
      .values({
        id,
        enquiry_id: null,
        to_address: 'practice@example.com',
        reply_to: null,
        subject: 'A failed mail',
        text_body: 'Body',
        status: 'failed',
        attempts: 10,
        last_error: 'SMTP refused',
        next_attempt_at: now,
        claimed_by: null,
        claim_expires_at: null,
        created_at: now,
        updated_at: now,
        sent_at: null,
      })
      .execute();
    const failed = (await (await get('/outbox?status=failed', session)).json()) as { id: string; last_error: string }[];
    expect(failed.find((m) => m.id === id)?.last_error).toBe('SMTP refused');
    expect((await act(`/outbox/${id}/retry`, session)).status).toBe(204);
    const row = await server.app.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe('failed');
    expect((await act(`/outbox/${randomUUID()}/retry`, session)).status).toBe(409);
  });

  it('exports CSV with formula-looking cells defused, forms by name and times as date-times, and logs the export', async () => {
    const session = await loggedIn();
    const marker = randomUUID();
    const send = (subject: string) =>
      fetch(url('/api/enquiries'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          form: 'consultation',
          firstName: 'Ann',
          lastName: 'Example',
          phone: '01632 960001',
          email: 'ann.example@example.com',
          message: `My knee hurts. ${marker}`,
          consent: 'true',
          _subject: subject,
        }),
      });
    expect((await send('Website: consultation request')).status).toBe(201);
    expect((await send('Consultation (sent from the old page)')).status).toBe(201);

    // What was sent is kept (it is the notification mail's subject) ...
    const listed = (await (await get('/enquiries?show=all', session)).json()) as StaffEnquiry[];
    const ours = listed.filter((e) => e.message.endsWith(marker));
    expect(ours.map((e) => e.subject).sort()).toEqual([
      'Consultation (sent from the old page)',
      'Website: consultation request',
    ]);
    expect(ours.map((e) => e.form)).toEqual(['consultation', 'consultation']);

    // ... and the export names the form once, from its id.
    const enquiryCsv = (await (await get('/export/enquiries.csv', session)).text()).replace(/^\uFEFF/, '');
    const [enquiryHeader, ...lines] = enquiryCsv.split('\r\n');
    const columns = enquiryHeader!.split(',');
    expect(columns.slice(0, 2)).toEqual(['Received (UK time)', 'Form']);
    expect(columns).toEqual(expect.arrayContaining(['Consent given (UK time)', 'Read (UK time)', 'Handled (UK time)']));
    const rows = lines.filter((line) => line.includes(marker)).map((line) => line.split(','));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row[1]).toBe('Consultation request');
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(enquiryCsv).not.toMatch(/\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})\b/);

    await fetch(url('/api/submit-story'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validStory, firstName: '=HYPERLINK("http://evil.example")' }),
    });
    const res = await get('/export/stories.csv', session);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="stories-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await res.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    // Times are UK local time as a spreadsheet reads a date and time (not ISO text with a "T"), in named columns.
    const [header, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(',')[0]).toBe('Submitted (UK time)');
    const submitted = first!.split(',')[0]!;
    expect(submitted).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const newest = await server.app.db
      .selectFrom('stories')
      .select('submitted_at')
      .orderBy('submitted_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(submitted).toBe(londonIsoWithOffset(newest.submitted_at).slice(0, 19).replace('T', ' '));
    expect(csv).not.toMatch(/\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})\b/);
    const audit = (await (await get('/audit', session)).json()) as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['stories-exported', 'enquiries-exported']));
  });

  it('ends the session on logout, when idle too long and at its absolute end', async () => {
    const session = await loggedIn();
    expect((await get('/stories', session)).status).toBe(200);
    const logout = await act('/logout', session);
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/__Host-admin_session=;/);
    expect((await get('/session', session)).status).toBe(401);

    const idle = await loggedIn();
    await server.app.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .execute();
    expect((await get('/stories', idle)).status).toBe(401);

    const old = await loggedIn();
    await server.app.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await get('/stories', old)).status).toBe(401);
  });
});

describe('the development cookie switch', () => {
  it('drops Secure and the __Host- prefix over http, and is refused in production', async () => {
    requireBuiltSite();
    const database = await createTestDatabase('sqlite');
    const server = await startServer({ DATABASE_URL: database.url, ADMIN_INSECURE_COOKIES: 'true' });
    try {
      const staff = await createTestStaff(server.app.db);
      const res = await fetch(`${server.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
        body: JSON.stringify({ email: staff.email, password: staff.password, code: await totpCode(staff.secret) }),
      });
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^admin_session=/);
      expect(cookie).not.toContain('Secure');
      expect(cookie).toContain('HttpOnly');
    } finally {
      await server.close();
      await database.drop();
    }
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_INSECURE_COOKIES: 'true' })).toThrow(
      /ADMIN_INSECURE_COOKIES/,
    );
  });
});
