import { createRequire } from 'node:module';

import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { textFieldErrors } from '@/content/form-errors';
import { enquiryFieldId, enquiryFormIds, enquirySubjects, type EnquiryFormId } from '@/lib/validations/enquiry-fields';
import type { StoryFormInput } from '@/lib/validations/story';
import { storyFieldId, type StoryFieldName } from '@/lib/validations/story-fields';

import { testDatabaseKinds } from '../support/database';
import { serverOn } from '../support/server';
import { validStory } from '../support/stories';

/**
 * Line breaks, tabs and other control characters in the patient forms' fields, generated (fast-check) and sent
 * the ways the forms send them: to the JSON API the island uses, and as the page's own form posted without
 * JavaScript. In a single-line field (names, phone, email, the subject, "Please specify") they are refused with a
 * 422 naming that field and nothing is stored; in a multi-line field (the message, the story) the line breaks are
 * kept, and the practice's notification mail still shows each of the patient's details on a line of its own.
 * NUL is the one control character not refused: it is removed (tests/integration/nul-characters.test.ts).
 * CONTROL_RUNS (default 100) inputs per property and database; the seed is fixed.
 */
const RUNS = Number(process.env.CONTROL_RUNS ?? 100);
const SEED = 20261222;
const TIMEOUT = { timeout: Math.max(60_000, RUNS * 600) };

/** Every character a single-line field refuses: C0 (TAB, LF, CR among them), DEL, C1 (NEL among them), LS, PS. */
const lineBreakOrControl = fc
  .oneof(
    fc.integer({ min: 0x01, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.constantFrom(0x0a, 0x0d, 0x85, 0x2028, 0x2029),
  )
  .map((code) => String.fromCharCode(code));

/**
 * `value` with one to three of them inside it (at either end they are trimmed away like spaces), sometimes
 * followed by the line an attacker would forge in the notification mail.
 */
const withControls = (value: string) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: value.length - 1 }),
      fc.array(lineBreakOrControl, { minLength: 1, maxLength: 3 }),
      fc.constantFrom('', 'Email: someone.else@example.com', 'Phone: 01632 960999'),
    )
    .map(([at, controls, forged]) => `${value.slice(0, at)}${controls.join('')}${forged}${value.slice(at)}`);

/** Lines of ordinary text joined by the line breaks and tabs a multi-line field keeps. */
const multiLineText = fc
  .array(
    fc.tuple(
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.'!?-]{0,30}$/),
      fc.constantFrom('\n', '\r\n', '\n\n', '\t', '\u2028', '\u2029'),
    ),
    { minLength: 2, maxLength: 6 },
  )
  .map((lines) => lines.flatMap(([line, end]) => [line, end]).join(''))
  .map((text) => text.trim());

// jsdom (a dev dependency, for the component tests) ships no types: required with the one constructor used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/** What the answer page to a form posted without JavaScript shows a person: the error summary and each field's error. */
function problemsOnPage(html: string) {
  const { document } = new JSDOM(html).window;
  const summary = document.querySelector('[role="alert"]');
  const linked = [...(summary?.querySelectorAll('a[href^="#"]') ?? [])].map((link) => [
    link.getAttribute('href')!.slice(1),
    link.textContent,
  ]);
  const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map((control) => [
    control.id,
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  ]);
  return {
    summaryText: summary?.textContent ?? '',
    linked: Object.fromEntries(linked) as Record<string, string>,
    invalid: Object.fromEntries(invalid) as Record<string, string>,
  };
}

const urlencoded = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const multipart = async (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
};

const enquiryOf = (form: EnquiryFormId, fields: Record<string, string> = {}) => ({
  form,
  firstName: 'Ann',
  lastName: 'Example',
  phone: '01632 960001',
  email: 'ann@example.com',
  message: 'My knee hurts on the stairs.',
  consent: 'on',
  _subject: enquirySubjects[form],
  ...fields,
});

/** The enquiry forms' single-line fields, with the name each one's error gives it. */
const enquiryLines = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  email: 'Email address',
  _subject: 'Subject',
} as const;
type EnquiryLine = keyof typeof enquiryLines;

/** The story form's single-line fields, each with the answers that make it asked, and the name its error gives it. */
const storyLines: Partial<Record<StoryFieldName, { field: string; story: Partial<StoryFormInput> }>> = {
  firstName: { field: 'First name', story: {} },
  lastName: { field: 'Last name', story: {} },
  phone: { field: 'Phone number', story: {} },
  email: { field: 'Email address', story: {} },
  otherTreatment: { field: 'Treatment', story: { treatment: 'Other', otherTreatment: 'Meniscus repair' } },
  otherCondition: {
    field: 'Condition',
    story: { hadSurgery: false, treatment: '', condition: 'Other', otherCondition: 'Gout flare' },
  },
};

/** A story as the page's form posts it without JavaScript: text only. */
const storyFormPost = (story: StoryFormInput) => ({
  ...Object.fromEntries(Object.entries(story).map(([name, value]) => [name, String(value)])),
  consent: 'on',
});

describe.each(testDatabaseKinds)('control characters in the patient forms on %s', (kind) => {
  const running = serverOn(kind, {
    SERVE_SITE: 'false',
    DEMO_DATA: 'false',
    ENQUIRY_RATE_LIMIT_MAX: '1000000',
    STORY_RATE_LIMIT_MAX: '1000000',
  });
  const send = (request: InjectOptions) => running.server.app.inject({ method: 'POST', ...request });

  /** Enquiries, stories and mails stored: a refused input must change none of them. */
  async function storedCounts() {
    const { db } = running.server.app;
    const count = async (table: 'enquiries' | 'stories' | 'mail_outbox') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { enquiries: await count('enquiries'), stories: await count('stories'), mails: await count('mail_outbox') };
  }

  const run = <T>(arbitrary: fc.Arbitrary<T>, property: (input: T) => Promise<void>) =>
    fc.assert(fc.asyncProperty(arbitrary, property), { numRuns: RUNS, seed: SEED });

  it('refuses them in every single-line enquiry field, by the API and by the form without JavaScript', TIMEOUT, () =>
    run(
      fc
        .tuple(
          fc.constantFrom(...enquiryFormIds),
          fc.constantFrom(...(Object.keys(enquiryLines) as EnquiryLine[])),
          fc.constantFrom('json', 'multipart', 'form without JavaScript'),
        )
        .chain(([form, name, way]) => withControls(enquiryOf(form)[name]).map((value) => ({ form, name, way, value }))),
      async ({ form, name, way, value }) => {
        const fields = enquiryOf(form, { [name]: value });
        const message = textFieldErrors.singleLine(enquiryLines[name]);
        const before = await storedCounts();
        if (way === 'form without JavaScript') {
          const res = await send({ url: '/send-enquiry', ...urlencoded(fields) });
          expect(res.statusCode).toBe(422);
          const page = problemsOnPage(res.body);
          if (name === '_subject') {
            // The hidden subject has no field on the page: its problem is the summary's notice.
            expect(page.summaryText).toContain(message);
          } else {
            const id = enquiryFieldId(form, name);
            expect(page.linked).toEqual({ [id]: message });
            expect(Object.keys(page.invalid)).toEqual([id]);
            expect(page.invalid[id]).toContain(message);
          }
        } else {
          const body = way === 'json' ? { payload: fields } : await multipart(fields);
          const res = await send({ url: '/api/enquiries', headers: { accept: 'application/json' }, ...body });
          expect(res.statusCode).toBe(422);
          expect(res.json()).toEqual({ errors: { [name]: message } });
        }
        expect(await storedCounts()).toEqual(before);
      },
    ),
  );

  it('refuses them in every single-line story field, by the API and by the form without JavaScript', TIMEOUT, () =>
    run(
      fc
        .tuple(
          fc.constantFrom(...(Object.keys(storyLines) as StoryFieldName[])),
          fc.constantFrom('json', 'form without JavaScript'),
        )
        .chain(([name, way]) => {
          const story = { ...validStory, ...storyLines[name]!.story };
          return withControls(String(story[name as keyof typeof story])).map((value) => ({
            name,
            way,
            story: { ...story, [name]: value },
          }));
        }),
      async ({ name, way, story }) => {
        const message = textFieldErrors.singleLine(storyLines[name]!.field);
        const before = await storedCounts();
        if (way === 'form without JavaScript') {
          const res = await send({ url: '/send-story', ...urlencoded(storyFormPost(story)) });
          expect(res.statusCode).toBe(422);
          const page = problemsOnPage(res.body);
          const id = storyFieldId(name);
          expect(page.linked).toEqual({ [id]: message });
          expect(Object.keys(page.invalid)).toEqual([id]);
          expect(page.invalid[id]).toContain(message);
        } else {
          const res = await send({ url: '/api/submit-story', payload: story });
          expect(res.statusCode).toBe(422);
          expect(res.json()).toEqual({ errors: { [name]: message } });
        }
        expect(await storedCounts()).toEqual(before);
      },
    ),
  );

  // Each accepted input under a last name of its own, to find what was stored.
  let accepted = 0;

  it('keeps the line breaks of a message, and the mail shows each detail on a line of its own', TIMEOUT, () =>
    run(
      fc.tuple(
        fc.constantFrom(...enquiryFormIds),
        multiLineText,
        fc.constantFrom('json', 'multipart', 'form without JavaScript'),
      ),
      async ([form, message, way]) => {
        const lastName = `Example-${++accepted}`;
        const fields = enquiryOf(form, { lastName, message });
        if (way === 'form without JavaScript') {
          const res = await send({ url: '/send-enquiry', ...urlencoded(fields) });
          expect(res.statusCode).toBe(303);
        } else {
          const body = way === 'json' ? { payload: fields } : await multipart(fields);
          const res = await send({ url: '/api/enquiries', headers: { accept: 'application/json' }, ...body });
          expect(res.statusCode).toBe(201);
        }

        const stored = await running.server.app.db
          .selectFrom('enquiries')
          .innerJoin('mail_outbox', 'mail_outbox.enquiry_id', 'enquiries.id')
          .select(['enquiries.message', 'mail_outbox.text_body'])
          .where('enquiries.last_name', '=', lastName)
          .executeTakeFirstOrThrow();
        // A multipart body carries every line break as CRLF (the HTML form-data rules): the same lines.
        expect(stored.message).toBe(way === 'multipart' ? message.replace(/\r?\n/g, '\r\n') : message);
        const mail = stored.text_body;
        // Every detail on its line, and no line more above the message.
        expect(mail.slice(0, mail.indexOf('\nMessage:\n')).split('\n')).toEqual([
          expect.stringMatching(/^A new message from the website/),
          '',
          `Name: Ann ${lastName}`,
          'Phone: 01632 960001',
          'Email: ann@example.com',
          expect.stringMatching(/^Received: /),
          expect.stringMatching(/^Consent: /),
          '',
        ]);
        expect(mail).toContain(`\nMessage:\n${stored.message}\n`);
      },
    ),
  );

  it('keeps the line breaks of a story, by the API and by the form without JavaScript', TIMEOUT, () =>
    run(fc.tuple(multiLineText, fc.constantFrom('json', 'form without JavaScript')), async ([description, way]) => {
      const story = { ...validStory, lastName: `Thornbury-${++accepted}`, description };
      if (way === 'form without JavaScript') {
        const res = await send({ url: '/send-story', ...urlencoded(storyFormPost(story)) });
        expect(res.statusCode).toBe(303);
      } else {
        const res = await send({ url: '/api/submit-story', payload: story });
        expect(res.statusCode).toBe(201);
      }
      const stored = await running.server.app.db
        .selectFrom('stories')
        .select('original_text')
        .where('last_name', '=', story.lastName)
        .executeTakeFirstOrThrow();
      expect(stored.original_text).toBe(description);
    }),
  );
});
