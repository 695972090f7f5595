import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { practice } from '@/content/practice';
import { enquiryFormIds, enquirySubjects, type EnquiryFormId } from '@/lib/validations/enquiry-fields';

import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/database';
import { requireBuiltSite, startServer, type RunningServer } from '../support/server';
import { eventually, startSmtpPeer, type SmtpPeer } from '../support/smtp';

const MAIL_TO = 'secretary@example.org';

function validFields(form: EnquiryFormId, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    form,
    firstName: 'Ann',
    lastName: 'Example',
    phone: '01632 960001',
    email: 'ann.example@example.com',
    message: 'My right knee has been painful on the stairs for three months.',
    consent: 'true',
    _subject: enquirySubjects[form],
    _replyto: 'ann.example@example.com',
    ...overrides,
  };
}

const multipart = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const json = { Accept: 'application/json' };
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe.each(testDatabaseKinds)('POST /api/enquiries on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpPeer;
  let server: RunningServer;
  const post = (body: BodyInit, headers: Record<string, string> = json) =>
    fetch(`${server.baseUrl}/api/enquiries`, { method: 'POST', body, headers, redirect: 'manual' });
  const storedEnquiry = (id: string) =>
    server.app.db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    requireBuiltSite();
    database = await createTestDatabase(kind);
    smtp = await startSmtpPeer();
    server = await startServer({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_TO,
      MAIL_POLL_INTERVAL_MS: '200',
      MAIL_RETRY_BASE_MS: '100',
      ENQUIRY_RATE_LIMIT_MAX: '100',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
    await database?.drop();
  });

  describe.each(enquiryFormIds)('the %s form', (form) => {
    it('stores a multipart post (the spec protocol), answers 201 and mails the practice', async () => {
      const fields = validFields(form, { firstName: `Ann-${form}` });
      const res = await post(multipart(fields));
      expect(res.status).toBe(201);
      const answer = (await res.json()) as { ok: boolean; id: string };
      expect(answer).toEqual({ ok: true, id: expect.any(String) });

      // Committed before the answer: the row is there the moment the patient is told.
      expect(await storedEnquiry(answer.id)).toMatchObject({
        form,
        first_name: `Ann-${form}`,
        email: fields.email,
        phone: fields.phone,
        subject: enquirySubjects[form],
        is_spam: 0,
      });

      const mail = await eventually('the notification mail', () =>
        smtp.received.find((m) => m.body.includes(`Ann-${form} Example`)),
      );
      expect(mail.headers.subject).toBe(enquirySubjects[form]);
      expect(mail.headers['reply-to']).toBe(fields.email);
      expect(mail.headers.to).toBe(MAIL_TO);
      expect(mail.recipients).toEqual([MAIL_TO]);
      expect(mail.body).toContain(fields.message);
    });

    it('accepts JSON too', async () => {
      const res = await post(JSON.stringify(validFields(form, { consent: true as unknown as string })), {
        ...json,
        'Content-Type': 'application/json',
      });
      expect(res.status).toBe(201);
    });

    it('answers 422 with a message for each field that needs fixing', async () => {
      const res = await post(
        multipart(validFields(form, { firstName: ' ', email: 'ann.example', phone: '', consent: '' })),
      );
      expect(res.status).toBe(422);
      const { errors } = (await res.json()) as { errors: Record<string, string> };
      expect(errors.firstName).toBe('Enter your first name');
      expect(errors.email).toBe('Enter an email address in the correct format, like name@example.com');
      expect(errors.consent).toBe('Tick the box to agree to us using the information you send');
      // Phone is required except on "Get in Touch!" (spec section 5).
      if (form === 'contact') expect(errors.phone).toBeUndefined();
      else expect(errors.phone).toBe('Enter your phone number');
    });

    it('answers 400 for a malformed body', async () => {
      const res = await post('{"form": "' + form, { ...json, 'Content-Type': 'application/json' });
      expect(res.status).toBe(400);
      const broken = await post('--x\r\nnot multipart', {
        ...json,
        'Content-Type': 'multipart/form-data; boundary=y',
      });
      expect(broken.status).toBe(400);
    });

    it('answers 413 for a body over the limit', async () => {
      const res = await post(multipart(validFields(form, { message: 'x'.repeat(300 * 1024) })));
      expect(res.status).toBe(413);
    });

    it('answers 415 for any other content type', async () => {
      const res = await post(new URLSearchParams(validFields(form)).toString(), {
        ...json,
        'Content-Type': 'text/plain',
      });
      expect(res.status).toBe(415);
      const xml = await post('<form/>', { ...json, 'Content-Type': 'application/xml' });
      expect(xml.status).toBe(415);
    });
  });

  it('never answers bad input with a 5xx', async () => {
    const cases: [string, BodyInit, string | undefined][] = [
      ['a JSON array', '[1,2]', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      [
        'numbers and objects for text',
        JSON.stringify({ form: 'contact', firstName: 1, email: {}, message: [] }),
        'application/json',
      ],
      ['a prototype key', '{"form":"contact","__proto__":{"x":1}}', 'application/json'],
      ['an empty JSON body', '', 'application/json'],
      ['no content type', 'firstName=Ann', undefined],
      ['repeated fields', 'form=contact&firstName=a&firstName=b', 'application/x-www-form-urlencoded'],
      ['an unknown form', 'form=newsletter&firstName=Ann', 'application/x-www-form-urlencoded'],
    ];
    for (const [what, body, type] of cases) {
      const res = await post(body, type ? { ...json, 'Content-Type': type } : json);
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
    }
    const withFile = multipart(validFields('contact'));
    withFile.append('attachment', new Blob(['%PDF-1.4']), 'letter.pdf');
    expect((await post(withFile)).status).toBe(400);
  });

  it('keeps a post that filled the honeypot aside: answered like a success, flagged, never mailed', async () => {
    const res = await post(multipart(validFields('contact', { firstName: 'Honey', website: 'https://spam.example' })));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await storedEnquiry(id)).toMatchObject({ first_name: 'Honey', is_spam: 1 });
    const mails = await server.app.db.selectFrom('mail_outbox').select('id').where('enquiry_id', '=', id).execute();
    expect(mails).toEqual([]);
  });

  describe('a form posted without JavaScript (POST /send-enquiry)', () => {
    const postForm = (body: string) =>
      fetch(`${server.baseUrl}/send-enquiry`, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: { Accept: browserAccept, 'Content-Type': 'application/x-www-form-urlencoded' },
      });

    it('is answered with 303 to the thank-you page once stored', async () => {
      const fields = validFields('consultation', { firstName: 'NoScript' });
      delete fields._replyto;
      const res = await postForm(new URLSearchParams(fields).toString());
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/enquiry-sent');
      const page = await fetch(server.baseUrl + '/enquiry-sent');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('we have received your message');
      const row = await server.app.db
        .selectFrom('enquiries')
        .select('form')
        .where('first_name', '=', 'NoScript')
        .executeTakeFirst();
      expect(row).toEqual({ form: 'consultation' });
    });

    it('gets the form back with the errors in field order, the values escaped, styled like the site', async () => {
      const hostile = '<script>alert("x")</script>';
      const res = await postForm(
        new URLSearchParams(
          validFields('contact', { lastName: hostile, email: 'nope', message: 'Line & "quote"', firstName: '' }),
        ).toString(),
      );
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).not.toContain(hostile);
      expect(html).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
      expect(html).toContain('Line &amp; &quot;quote&quot;</textarea>');
      expect(html).toContain('<title>Error: Send a message');
      expect([...html.matchAll(/<a href="#(contact-[a-zA-Z]+)"/g)].map(([, id]) => id)).toEqual([
        'contact-firstName',
        'contact-email',
      ]);
      expect(html).toContain('id="contact-email--error-message"');
      expect(html).toContain('action="/send-enquiry"');
      expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
      expect(html).not.toMatch(/<script\b/);
      // The page's CSP allows the site's styles; nothing runs.
      expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
    });

    it('says what went wrong with the whole form, on the form, never with a bare error', async () => {
      const unknown = await postForm('form=newsletter&firstName=Ann');
      expect(unknown.status).toBe(422);
      expect(await unknown.text()).toContain('Choose which form you are sending');
      const tooLarge = await postForm(
        new URLSearchParams(validFields('contact', { message: 'x'.repeat(300 * 1024) })).toString(),
      );
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.get('content-type')).toContain('text/html');
      expect(await tooLarge.text()).toContain('Your message is too long to send.');
    });

    it('sends someone who opens the address back to the forms', async () => {
      const res = await fetch(`${server.baseUrl}/send-enquiry`, { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/#contact');
    });

    it('is not answered with a page by the API, which speaks JSON', async () => {
      const res = await post(new URLSearchParams(validFields('contact', { email: 'nope' })).toString(), {
        Accept: browserAccept,
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toContain('application/json');
    });
  });

  it('allows cross-origin calls from no other origin', async () => {
    const res = await fetch(`${server.baseUrl}/api/enquiries`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe.each(testDatabaseKinds)('the mail outbox on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpPeer;
  const servers: RunningServer[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_TO,
      MAIL_POLL_INTERVAL_MS: '100',
      MAIL_RETRY_BASE_MS: '100',
      ENQUIRY_RATE_LIMIT_MAX: '100',
      ...env,
    });
    servers.push(server);
    return server;
  };
  const send = async (server: RunningServer, firstName: string) => {
    const res = await fetch(`${server.baseUrl}/api/enquiries`, {
      method: 'POST',
      headers: json,
      body: multipart(validFields('contact', { firstName })),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const mailsFor = (firstName: string) => smtp.received.filter((m) => m.body.includes(`Name: ${firstName} Example`));

  beforeAll(async () => {
    requireBuiltSite();
    database = await createTestDatabase(kind);
    smtp = await startSmtpPeer();
  });
  // Each test's instances stop with it, so no worker from one test sends another test's mails.
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.drop();
  });

  it('keeps mails through a mail server outage and delivers each once it is back', async () => {
    const server = await start();
    await smtp.stop();
    const ids = [await send(server, 'Outage1'), await send(server, 'Outage2')];

    // While the mail server is down the mails stay in the outbox, retried with backoff, errors recorded.
    const outbox = () => server.app.db.selectFrom('mail_outbox').selectAll().where('enquiry_id', 'in', ids).execute();
    const retried = await eventually('a few failed attempts', async () => {
      const rows = await outbox();
      return rows.every((r) => r.attempts >= 2 && r.status === 'pending') && rows;
    });
    expect(retried.map((r) => r.last_error)).toEqual([
      expect.stringMatching(/ECONNREFUSED/),
      expect.stringMatching(/ECONNREFUSED/),
    ]);
    expect(retried.every((r) => r.next_attempt_at > r.updated_at)).toBe(true);

    await smtp.start();
    await eventually('both mails after the outage', () => mailsFor('Outage1').length && mailsFor('Outage2').length);
    const sent = await eventually('the outbox to mark them sent', async () => {
      const rows = await outbox();
      return rows.every((r) => r.status === 'sent' && r.sent_at) && rows;
    });
    expect(sent).toHaveLength(2);
    // A few more polls later: still exactly one of each.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsFor('Outage1')).toHaveLength(1);
    expect(mailsFor('Outage2')).toHaveLength(1);
  });

  it('sends each mail exactly once when two instances share the outbox', async () => {
    // Enquiries stored by an instance with no mail server configured; two instances then find the mail server
    // down and keep retrying, racing each other for the same rows, until it comes back.
    const writer = await start({ SMTP_URL: '' });
    const names = Array.from({ length: 12 }, (_, i) => `Shared${i}`);
    for (const name of names) await send(writer, name);
    await smtp.stop();
    // One after the other: in one process, SQLite's lock wait would block the instance that holds the lock.
    await start();
    await start();
    await smtp.start();

    await eventually('every mail', () => names.every((name) => mailsFor(name).length > 0), 15_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const name of names) expect(mailsFor(name), name).toHaveLength(1);
    const messageIds = smtp.received.map((m) => m.headers['message-id']);
    expect(new Set(messageIds).size).toBe(messageIds.length);
  });

  it('marks a mail failed once its attempts are used up', async () => {
    const server = await start({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_MAX_ATTEMPTS: '2' });
    const id = await send(server, 'GivesUp');
    const row = await eventually('the mail to be marked failed', () =>
      server.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('enquiry_id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst(),
    );
    expect(row.attempts).toBe(2);
    expect(row.last_error).toBeTruthy();
  });
});

describe.each(testDatabaseKinds)('the rate limit on %s', (kind) => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer({ DATABASE_URL: database.url, ENQUIRY_RATE_LIMIT_MAX: '2', ...env });
    servers.push(server);
    return server;
  };
  const post = (server: RunningServer, form: EnquiryFormId, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/enquiries`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: multipart(validFields(form)),
    });

  // A fresh database each time: on PostgreSQL the counts live there and outlast a server.
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
    await database?.drop();
  });

  it.each(enquiryFormIds)('answers 429 with Retry-After once a client has sent too many %s enquiries', async (form) => {
    const server = await start();
    expect((await post(server, form)).status).toBe(201);
    expect((await post(server, form)).status).toBe(201);
    const refused = await post(server, form);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('Too many requests') });
    // Counted per form: the same client can still use another form.
    const other = enquiryFormIds.find((f) => f !== form)!;
    expect((await post(server, other)).status).toBe(201);
  });

  it('without JavaScript, the refusal page says when to try again and links the phone to call', async () => {
    const server = await start({ ENQUIRY_RATE_LIMIT_MAX: '1', ENQUIRY_RATE_LIMIT_WINDOW_MINUTES: '15' });
    expect((await post(server, 'contact')).status).toBe(201);
    const refused = await fetch(`${server.baseUrl}/send-enquiry`, {
      method: 'POST',
      headers: { Accept: browserAccept, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(validFields('contact')).toString(),
    });
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain('Please try again in 15 minutes');
    const phone = practice.privatePractice.phone;
    expect(html).toContain(`<a href="tel:${phone.replace(/\s+/g, '')}">${phone}</a>`);
  });

  it('counts only accepted enquiries: a patient fixing their form is not turned away', async () => {
    const server = await start();
    for (let i = 0; i < 5; i++) {
      const refused = await fetch(`${server.baseUrl}/api/enquiries`, {
        method: 'POST',
        headers: { Accept: browserAccept, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(validFields('contact', { email: 'not an address' })).toString(),
      });
      expect(refused.status).toBe(422);
    }
    expect((await post(server, 'contact')).status).toBe(201);
    expect((await post(server, 'contact')).status).toBe(201);
    expect((await post(server, 'contact')).status).toBe(429);
  });

  it('takes the client address from the socket: a forged X-Forwarded-For does not reset the count', async () => {
    const server = await start({ ENQUIRY_RATE_LIMIT_MAX: '1' });
    expect((await post(server, 'contact', { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(201);
    expect((await post(server, 'contact', { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(429);
  });

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const server = await start({ ENQUIRY_RATE_LIMIT_MAX: '1', TRUST_PROXY: '127.0.0.1' });
    expect((await post(server, 'contact', { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(201);
    expect((await post(server, 'contact', { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(201);
    expect((await post(server, 'contact', { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(429);
  });

  if (kind === 'postgres') {
    it('shares the count between instances on PostgreSQL', async () => {
      const env = { ENQUIRY_RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1' };
      const [first, second] = [await start(env), await start(env)];
      const client = { 'X-Forwarded-For': '198.51.100.7' };
      expect((await post(first, 'consultation', client)).status).toBe(201);
      expect((await post(second, 'consultation', client)).status).toBe(201);
      expect((await post(first, 'consultation', client)).status).toBe(429);
      expect((await post(second, 'consultation', client)).status).toBe(429);
    });
  }
});

describe('CORS with the site on another origin', () => {
  it('lets the site read Retry-After from a 429, so the form can say when to try again', async () => {
    const server = await startServer({
      SERVE_SITE: 'false',
      SITE_ORIGIN: 'https://www.example.com',
      ENQUIRY_RATE_LIMIT_MAX: '1',
    });
    try {
      const send = () =>
        fetch(`${server.baseUrl}/api/enquiries`, {
          method: 'POST',
          headers: { ...json, Origin: 'https://www.example.com' },
          body: multipart(validFields('contact')),
        });
      expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
      expect(refused.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after');
    } finally {
      await server.close();
    }
  });

  it('allows the site origin (SITE_ORIGIN) and no other', async () => {
    const server = await startServer({ SERVE_SITE: 'false', SITE_ORIGIN: 'https://www.example.com' });
    try {
      const preflight = (origin: string) =>
        fetch(`${server.baseUrl}/api/enquiries`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
      expect((await preflight('https://www.example.com')).headers.get('access-control-allow-origin')).toBe(
        'https://www.example.com',
      );
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();

      // The JS-off post lands on the thank-you page of the site, not of the API.
      const res = await fetch(`${server.baseUrl}/send-enquiry`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Accept: browserAccept, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(validFields('contact')).toString(),
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('https://www.example.com/enquiry-sent');
    } finally {
      await server.close();
    }
  });
});
