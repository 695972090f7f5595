import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/database';
import { readSiteManifest } from '@/server/plugins/site-manifest';
import { requireBuiltSite, siteDir, startServer, type RunningServer } from '../support/server';
import { createTestStaff, totpCode } from '../support/staff';

/**
 * Generated inputs (fast-check) against every public endpoint's body, query, path and headers, through the real
 * server (inject(): parsers, hooks, routes, error handler): whatever arrives, the answer is 2xx, 3xx or 4xx, never
 * 5xx (nor a server-sent `error` event), comes within HANG_MS, and an HTML answer never holds a visitor's text
 * unescaped. The seed is fixed so CI runs the same inputs every time; FUZZ_RUNS=100000 (and FUZZ_SEED) for long
 * local runs. By default 1,000 inputs per endpoint and database (2,000 for an endpoint tried on one database only):
 * 2,000 per endpoint with PostgreSQL. The figures are printed at the end.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** Endpoints that do not touch the database are tried on one database only, so twice as often there. */
const ONE_DATABASE_RUNS = 2 * RUNS;
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
const HANG_MS = 10_000;
/** A well-formed login runs argon2 (tens of ms): fewer of them. */
const LOGIN_RUNS = Math.max(50, Math.round(RUNS / 20));
// Generous: a busy two-core machine runs these several times slower than a quiet one.
const TIMEOUT = { timeout: Math.max(300_000, RUNS * 200) };

// ---------------------------------------------------------------------------------------------------------------
// Inputs

/** Text that has broken servers: prototype names, NUL, lone surrogates, markup, numbers in odd forms, long text. */
const nastyConstants = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '{{7*7}}${7*7}',
  '1e3',
  '0x10',
  ' 10',
  '-1',
  'NaN',
  'Infinity',
  'true',
  'on',
  'null',
  '%00',
  '%zz',
  '../../etc/passwd',
  '\r\nX-Injected: 1',
  '\u202Eevil',
  '👩‍⚕️🦵',
  'x'.repeat(5001),
  'y'.repeat(70_000),
];

/** Marks a string so an HTML answer that echoes it raw is caught: escaped, none of these can appear. */
const MARKERS = ['<fz>', '"fz', "'fz"];

const text = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
      { weight: 2, arbitrary: fc.constantFrom(...nastyConstants) },
    ),
    fc.constantFrom('', '', ...MARKERS),
  )
  .map(([value, marker]) => value + marker);

/**
 * A field. Half the requests are nearly right (each field valid, or valid with odd text after it, 19 times in 20),
 * so the storage and answer paths are reached; the other half are anything (text, another JSON type, missing).
 */
type Field = (valid: fc.Arbitrary<unknown>, freeText?: 'free text') => fc.Arbitrary<unknown>;
const nearlyRight: Field = (valid, freeText) =>
  fc.oneof(
    { weight: freeText ? 12 : 19, arbitrary: valid },
    {
      weight: freeText ? 7 : 0,
      arbitrary: fc.tuple(valid, text).map(([value, extra]) => `${String(value)}${extra.slice(0, 40)}`),
    },
    { weight: 1, arbitrary: text },
  );
const anything: Field = (valid) =>
  fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: text },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
/** Builds the record both ways. */
const fieldsOf = <T extends Record<string, unknown>>(build: (field: Field) => fc.Arbitrary<T>) =>
  fc.oneof(build(nearlyRight), build(anything));

/** Extra keys of an object: prototype names among them. */
const extraKeys = fc.dictionary(
  fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'website', '_subject', 'form'), fc.string()),
  fc.oneof(text, fc.jsonValue({ maxDepth: 1 })),
  { maxKeys: 3 },
);

const withExtras = <T extends Record<string, unknown>>(record: fc.Arbitrary<T>) =>
  fc.tuple(record, extraKeys).map(([fields, extras]) => {
    const object: Record<string, unknown> = {};
    // defineProperty: a "__proto__" key becomes a field like any other, as JSON.parse would make it.
    for (const [key, value] of [...Object.entries(extras), ...Object.entries(fields)]) {
      if (value !== undefined) Object.defineProperty(object, key, { value, enumerable: true, writable: true });
    }
    return object;
  });

const enquiryFields = withExtras(
  fieldsOf((field) =>
    fc.record({
      form: field(fc.constantFrom('consultation', 'contact', 'private-consultation')),
      firstName: field(fc.constantFrom('Ann', 'Zoë'), 'free text'),
      lastName: field(fc.constant('Example'), 'free text'),
      phone: field(fc.constantFrom('01632 960001', '+44 7700 900982')),
      email: field(fc.constantFrom('ann@example.com', 'ANN+tag@example.org')),
      message: field(fc.constant('My knee hurts on the stairs.'), 'free text'),
      consent: field(fc.constantFrom('true', 'on', true)),
      _subject: field(fc.constant('Website: message'), 'free text'),
      _replyto: field(fc.constant('ann@example.com')),
      website: fc.option(text, { nil: undefined, freq: 5 }),
    }),
  ),
);

const storyFields = withExtras(
  fieldsOf((field) =>
    fc.boolean().chain((hadSurgery) =>
      fc.record({
        firstName: field(fc.constant('Margaret'), 'free text'),
        lastName: field(fc.constant('Thornbury'), 'free text'),
        phone: field(fc.constant('01632 960001')),
        email: field(fc.constant('margaret@example.com')),
        consultationDate: field(fc.constantFrom('2025-01-14', '2024-11-05')),
        consultationTime: field(fc.constantFrom('09:15 AM', '')),
        hadSurgery: field(fc.constant(hadSurgery)),
        treatment: field(fc.constant(hadSurgery ? 'Total Knee Replacement' : '')),
        condition: field(fc.constant(hadSurgery ? '' : 'Knee Arthritis')),
        otherTreatment: field(fc.constant('')),
        otherCondition: field(fc.constant('')),
        description: field(fc.constant('I can walk to the shops again.'), 'free text'),
        rating: field(fc.integer({ min: 0, max: 5 })),
        consent: field(fc.constant(true)),
        submissionId: fc.option(field(fc.uuid()), { nil: undefined }),
      }),
    ),
  ),
);

const chatFields = withExtras(
  fieldsOf((field) =>
    fc.record({
      message: field(
        fc.constantFrom('How long is recovery after a knee replacement?', 'chest pain', 'constructor'),
        'free text',
      ),
      history: field(
        fc.array(
          fc.record({
            role: field(fc.constantFrom('user', 'assistant')),
            content: field(fc.constant('Hello'), 'free text'),
          }),
          { maxLength: 6 },
        ),
      ),
    }),
  ),
);

const loginFields = withExtras(
  fieldsOf((field) =>
    fc.record({
      email: field(fc.constant('staff@example.com')),
      password: field(fc.constant('a password'), 'free text'),
      code: field(fc.constantFrom('123456', ' 123456 ')),
    }),
  ),
);

const accept = fc.constantFrom(
  'application/json',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'text/html',
  '*/*',
  'text/event-stream',
  '',
);

/** A percent-encoded path segment (or a deliberately broken encoding). */
const segment = fc.oneof(
  text.map((value) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))),
  fc.constantFrom('%', '%zz', '%C0%80', '%00', '..', '.', '%2e%2e', '%2F', 'AboutMe', 'aboutme', '_headers'),
  fc.webSegment(),
);
const query = fc.oneof(
  fc.constant(''),
  fc.webQueryParameters().map((q) => `?${q}`),
  fc.dictionary(fc.string(), text, { maxKeys: 3 }).map((params) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) search.append(key, value.replace(/[\uD800-\uDFFF]/g, ''));
    return `?${search.toString()}`;
  }),
);
const clientAddress = fc.ipV4();

type Body = { payload?: string | Buffer; contentType?: string };

/** A form field's value as a browser would send it: text, or JSON for anything else. */
const asFormValue = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A body in one of the ways a form or a script may send it, well formed or not. */
function bodyOf(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Promise<Body>> {
  const typed = (contentType: string) => (payload: string) => Promise.resolve({ payload, contentType });
  return fc.oneof(
    { weight: 5, arbitrary: fields.map((f) => typed('application/json')(JSON.stringify(f))) },
    {
      weight: 2,
      arbitrary: fields.map((f) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(f)) search.append(key, asFormValue(value));
        return typed('application/x-www-form-urlencoded')(search.toString());
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fields, fc.boolean()).map(async ([f, withFile]) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(f)) form.append(key, asFormValue(value));
        if (withFile) form.append('attachment', new Blob(['%PDF-1.4']), 'letter.pdf');
        const request = new Request('http://localhost/', { method: 'POST', body: form });
        return {
          payload: Buffer.from(await request.arrayBuffer()),
          contentType: request.headers.get('content-type')!,
        };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            text,
            fc.jsonValue().map((v) => JSON.stringify(v)),
            fc.constantFrom('{"form":', '[]', 'null', '--x\r\nnot multipart', '{"__proto__":{"x":1}}'),
          ),
          fc.constantFrom(
            'application/json',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'multipart/form-data',
            'text/plain',
            'application/xml',
            'APPLICATION/JSON; charset=utf-16',
            '',
          ),
        )
        .map(([payload, contentType]) => Promise.resolve({ payload, contentType })),
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Sending and checking

type Figures = { inputs: number; byClass: Record<string, number> };
const figures = new Map<string, Figures>();

function record(name: string, status: number) {
  const entry = figures.get(name) ?? { inputs: 0, byClass: {} };
  entry.inputs++;
  const statusClass = `${Math.floor(status / 100)}xx`;
  entry.byClass[statusClass] = (entry.byClass[statusClass] ?? 0) + 1;
  figures.set(name, entry);
}

const short = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 400 ? `${json.slice(0, 400)}...` : json;
};

/** Sends one generated request and checks the answer; throws (a counterexample) on a 5xx, a hang or a raw echo. */
async function check(server: RunningServer, name: string, request: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: no answer within ${HANG_MS} ms`)), HANG_MS);
  });
  let res: LightMyRequestResponse;
  try {
    res = await Promise.race([server.app.inject(request), hang]);
  } finally {
    clearTimeout(timer);
  }
  record(name, res.statusCode);
  const what = `${request.method} ${short(request.url)} ${short(request.payload?.toString())}`;
  if (res.statusCode >= 500) throw new Error(`${name} answered ${res.statusCode} to ${what}: ${short(res.body)}`);
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('text/event-stream') && /^event: error$/m.test(res.body)) {
    throw new Error(`${name} streamed an error event to ${what}`);
  }
  if (type.startsWith('text/html')) {
    for (const marker of MARKERS) {
      if (res.body.includes(marker)) throw new Error(`${name} echoed ${marker} unescaped into HTML for ${what}`);
    }
  }
  return res;
}

const run = <T>(arbitrary: fc.Arbitrary<T>, property: (input: T) => Promise<unknown>, numRuns = RUNS) =>
  fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      await property(input);
    }),
    { numRuns, seed: SEED },
  );

/** POSTs any body (from `fields` or not), with any content type and Accept, from any client address. */
const postAnything = (
  server: RunningServer,
  name: string,
  url: string,
  fields: fc.Arbitrary<Record<string, unknown>>,
  numRuns = RUNS,
) =>
  run(
    fc.tuple(bodyOf(fields), accept, clientAddress),
    async ([body, acceptHeader, address]) => {
      const { payload, contentType } = await body;
      await check(server, name, {
        method: 'POST',
        url,
        remoteAddress: address,
        headers: { accept: acceptHeader, ...(contentType && { 'content-type': contentType }) },
        payload,
      });
    },
    numRuns,
  );

const startFuzzServer = (databaseUrl: string) =>
  startServer({
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'true',
    ENQUIRY_RATE_LIMIT_MAX: '1000000',
    STORY_RATE_LIMIT_MAX: '1000000',
    CHAT_RATE_LIMIT_MAX: '10000',
  });

// ---------------------------------------------------------------------------------------------------------------
// The endpoints

describe.each(testDatabaseKinds)('generated inputs on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  const name = (endpoint: string) => `${endpoint} (${kind})`;

  beforeAll(async () => {
    requireBuiltSite();
    database = await createTestDatabase(kind);
    // The same SQL without a disk flush per stored enquiry (durability is the crash test's job): SQLite in memory,
    // PostgreSQL without waiting for the commit to reach the disk.
    const url = new URL(database.url);
    url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} -c synchronous_commit=off`);
    server = await startFuzzServer(kind === 'sqlite' ? 'file::memory:' : url.toString());
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('POST /api/enquiries: any body, content type and Accept', TIMEOUT, () =>
    postAnything(server, name('POST /api/enquiries'), '/api/enquiries', enquiryFields),
  );

  it('POST /api/submit-story: any body and content type', TIMEOUT, () =>
    postAnything(server, name('POST /api/submit-story'), '/api/submit-story', storyFields),
  );

  // The forms posted without JavaScript answer with a page: what a visitor wrote must come back escaped.
  it('POST /send-enquiry: any body, content type and Accept', TIMEOUT, () =>
    postAnything(server, name('POST /send-enquiry'), '/send-enquiry', enquiryFields),
  );

  it('POST /send-story: any body, content type and Accept', TIMEOUT, () =>
    postAnything(server, name('POST /send-story'), '/send-story', storyFields),
  );

  it('GET /api/stories: any query and If-None-Match', TIMEOUT, () =>
    run(fc.tuple(query, fc.option(text, { nil: undefined })), async ([search, ifNoneMatch]) => {
      await check(server, name('GET /api/stories'), {
        method: 'GET',
        url: `/api/stories${search}`,
        headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch.replace(/[^\t\x20-\x7e]/g, '') },
      });
    }),
  );

  it('GET /search: any query, and any words searched', TIMEOUT, () =>
    run(
      fc.oneof(
        query,
        text.map((value) => `?q=${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}`),
      ),
      async (search) => {
        await check(server, name('GET /search'), { method: 'GET', url: `/search${search}` });
      },
    ),
  );

  it('the back office: any login, and any id, query and body once logged in', TIMEOUT, async () => {
    await run(
      fc.tuple(loginFields, clientAddress),
      async ([fields, address]) => {
        await check(server, name('POST /api/admin/login'), {
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: address,
          headers: { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' },
          payload: JSON.stringify(fields),
        });
      },
      LOGIN_RUNS,
    );

    const staff = await createTestStaff(server.app.db);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost', host: 'localhost' },
      payload: { email: staff.email, password: staff.password, code: await totpCode(staff.secret) },
    });
    expect(login.statusCode).toBe(200);
    const session = {
      cookie: String(login.headers['set-cookie']).split(';')[0]!,
      csrf: (login.json() as { csrfToken: string }).csrfToken,
    };
    // Every admin route but logout (which would end the session being used).
    const routes = server.app.adminRoutes.filter((route) => !route.public && !route.url.endsWith('/logout'));
    const id = fc.oneof(segment, fc.constantFrom('demo-story-01', 'demo-story-02'), fc.uuid());
    await run(
      fc.tuple(fc.constantFrom(...routes), id, query, fc.jsonValue({ maxDepth: 2 }), storyFields),
      async ([route, recordId, search, anyBody, fields]) => {
        const post = route.method === 'POST';
        await check(server, name('/api/admin/* (logged in)'), {
          method: route.method as 'GET' | 'POST',
          url: route.url.replace(':id', recordId) + (post ? '' : search),
          headers: {
            host: 'localhost',
            origin: 'http://localhost',
            cookie: session.cookie,
            'x-csrf-token': session.csrf,
            ...(post && { 'content-type': 'application/json' }),
          },
          ...(post && {
            payload: JSON.stringify(
              route.url.endsWith('/edit')
                ? { text: fields.description }
                : route.url.endsWith('/reject')
                  ? { reason: fields.firstName }
                  : route.url.endsWith('/handled')
                    ? { handled: fields.hadSurgery }
                    : anyBody,
            ),
          }),
        });
      },
    );
  });

  // Endpoints that do not touch the database: once is enough.
  if (kind !== 'sqlite') return;

  it('POST /api/chat: any body, content type and Accept (JSON or a stream)', TIMEOUT, () =>
    postAnything(server, name('POST /api/chat'), '/api/chat', chatFields, ONE_DATABASE_RUNS),
  );

  it('GET /api/placeholder/{w}/{h}: any sizes', TIMEOUT, () =>
    run(
      fc.tuple(
        fc.oneof(segment, fc.integer({ min: -10, max: 5000 }).map(String)),
        fc.oneof(segment, fc.integer({ min: -10, max: 5000 }).map(String)),
        query,
      ),
      async ([width, height, search]) => {
        await check(server, name('GET /api/placeholder'), {
          method: 'GET',
          url: `/api/placeholder/${width}/${height}${search}`,
        });
      },
      ONE_DATABASE_RUNS,
    ),
  );

  it('the site and /healthz, /readyz: any path, query and method', TIMEOUT, () => {
    const manifest = readSiteManifest(siteDir);
    const page = fc.constantFrom(...Object.keys(manifest.pages), '/healthz', '/readyz', '/_next', '/api');
    const sitePath = fc.oneof(
      page,
      page.map((route) => route.toLowerCase()),
      page.map((route) => `${route}/`),
      fc
        .tuple(page, fc.array(segment, { minLength: 1, maxLength: 3 }))
        .map(([route, rest]) => `${route}/${rest.join('/')}`),
      fc.array(segment, { maxLength: 4 }).map((rest) => `/${rest.join('/')}`),
    );
    return run(
      fc.tuple(sitePath, query, fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE'), accept),
      async ([url, search, method, acceptHeader]) => {
        await check(server, name('the site (any path)'), {
          method: method as 'GET',
          url: `${url.replace(/^\/\//, '/')}${search}`,
          headers: { accept: acceptHeader },
        });
      },
      ONE_DATABASE_RUNS,
    );
  });
});

afterAll(() => {
  const rows = [...figures].map(([endpoint, { inputs, byClass }]) => ({
    endpoint,
    inputs,
    '2xx': byClass['2xx'] ?? 0,
    '3xx': byClass['3xx'] ?? 0,
    '4xx': byClass['4xx'] ?? 0,
    '5xx': byClass['5xx'] ?? 0,
  }));
  console.log(`Generated inputs (seed ${SEED}, FUZZ_RUNS ${RUNS}):`);
  console.table(rows);
});
