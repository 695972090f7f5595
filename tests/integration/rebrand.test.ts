import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { inflateSync } from 'node:zlib';

import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { practice as firstPractice } from '@/content/practice';
import { practice as secondPractice } from '@/examples/second-practice/practice';
import type { Practice } from '@/content/types';
import { readSiteManifest, type SiteManifest } from '@/server/plugins/site-manifest';

import { axeViolations } from '../support/axe';
import { chromiumLaunchOptions } from '../support/browser';
import { oneBuildAtATime } from '../support/build-lock';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { eventually, startSmtpPeer, type SmtpPeer } from '../support/smtp';
import { validStory } from '../support/stories';

/**
 * Re-branding: the whole site built from examples/second-practice (one extra build, into out-rebrand/, so the
 * other tests keep out/), served by the real server started with the same PRACTICE. No trace of the first
 * practice (content/practice.ts) may remain in any exported file (pages, their RSC payloads and scripts,
 * structured data, sitemap, headers, guides as PDF), mail, chat reply or form answer; and the pages pass the
 * route suite's own checks: the new name, internal links that resolve, axe clean on a sample.
 */
const root = path.resolve(import.meta.dirname, '../..');
const exportDir = path.join(root, 'out-rebrand');
const chatIndex = path.join(root, 'generated/rebrand-chat-index.json');
const env = {
  ...process.env,
  PRACTICE: 'examples/second-practice',
  EXPORT_DIR: 'out-rebrand',
  CHAT_INDEX_PATH: chatIndex,
  SERVER_DIR: 'dist/server-rebrand',
  SKIP_NEXT_TYPECHECK: '1',
  NEXT_TELEMETRY_DISABLED: '1',
};

/** Every detail of a practice that would betray it, taken from its module (not a hand-written list). */
function tracesOf(practice: Practice): string[] {
  const locations = [practice.privatePractice, practice.nhsPractice];
  const phones = locations.map((location) => location.phone);
  return [
    ...new Set(
      [
        practice.surgeon.name,
        practice.surgeon.shortName,
        practice.surgeon.shortName.split(' ').at(-1)!,
        practice.surgeon.gmcNumber,
        practice.practiceName,
        practice.tagline,
        ...practice.surgeon.biography,
        ...practice.surgeon.training,
        ...practice.declarations,
        practice.bookingEmail,
        new URL(practice.siteUrl).host,
        ...phones,
        ...phones.map((phone) => phone.replace(/\D/g, '')),
        ...locations.flatMap((location) => [
          location.hospital,
          location.postcode,
          location.email,
          location.secretary?.split(',')[0],
          // The last address line is the town, which regional content (the physiotherapy directory) may name.
          ...location.addressLines.slice(0, -1),
        ]),
      ].filter((trace): trace is string => Boolean(trace)),
    ),
  ];
}

const firstTraces = tracesOf(firstPractice);
const tracesIn = (text: string) => firstTraces.filter((trace) => text.toLowerCase().includes(trace.toLowerCase()));

/** The text pdfkit wrote: every hex string shown by Tj/TJ in the (deflated) content streams, in order. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const body = pdf.subarray(start, raw.indexOf('endstream', start));
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  });
  return streams
    .flatMap((stream) => [...stream.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)])
    .map(([, array, single]) =>
      [...(array ?? `<${single}>`).matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    )
    .join(' ');
}

function exportedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function run(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`);
}

let server: ChildProcess;
let baseUrl: string;
let database: TestDatabase;
let smtp: SmtpPeer;
let manifest: SiteManifest;

beforeAll(async () => {
  // SKIP_BUILD=1 reuses an earlier build of it, as `npm test` does for out/.
  if (
    process.env.SKIP_BUILD !== '1' ||
    !existsSync(path.join(exportDir, '404.html')) ||
    !existsSync(path.join(root, 'dist/server-rebrand/server.js'))
  ) {
    rmSync(exportDir, { recursive: true, force: true });
    await oneBuildAtATime(() => run('npm', ['run', 'build']));
  }
  manifest = readSiteManifest(exportDir);

  database = await createTestDatabase('sqlite');
  smtp = await startSmtpPeer();
  server = spawn(process.execPath, [path.join(root, 'dist/server-rebrand/server.js')], {
    cwd: root,
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SITE_DIR: exportDir,
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '200',
      // Asked for, and still none: the practice is not the demo one.
      DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening) resolve(listening[1]!);
    });
  });
  // Builds a whole second export: over ten minutes on a busy two-core machine.
}, 1_500_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await smtp?.stop();
  await database?.drop();
});

describe('the trace list', () => {
  it('is derived from content/practice.ts and finds it in its own guides and pages', () => {
    expect(firstTraces).toEqual(
      expect.arrayContaining([
        firstPractice.surgeon.name,
        firstPractice.nhsPractice.hospital,
        firstPractice.bookingEmail,
      ]),
    );
    const guide = readdirSync(path.join(root, 'public/documents')).find((file) => file.endsWith('.pdf'))!;
    expect(tracesIn(pdfText(readFileSync(path.join(root, 'public/documents', guide))))).toContain(
      firstPractice.practiceName,
    );
  });
});

describe('the export built from examples/second-practice', () => {
  it('holds no trace of the first practice in any file: pages, payloads, scripts, styles, sitemap, headers, PDFs', () => {
    const binary = /\.(avif|webp|png|jpe?g|woff2?|mp4|ico)$/;
    const found: string[] = [];
    let pdfs = 0;
    for (const file of exportedFiles(exportDir).filter((name) => !binary.test(name))) {
      const bytes = readFileSync(file);
      const text = file.endsWith('.pdf') ? pdfText(bytes) : bytes.toString('utf8');
      if (file.endsWith('.pdf')) {
        pdfs++;
        expect(text, file).toContain(secondPractice.practiceName);
      }
      for (const trace of tracesIn(text)) found.push(`${path.relative(exportDir, file)}: ${trace}`);
    }
    expect(pdfs).toBeGreaterThan(10);
    expect(found).toEqual([]);
    // Reads every file of an export, PDFs included: half a minute on a busy two-core machine.
  }, 90_000);

  it('names the new surgeon on every page, and its internal links and assets all resolve', () => {
    const routes = Object.keys(manifest.pages);
    expect(routes.length).toBeGreaterThan(60);
    const broken: string[] = [];
    for (const [route, { file }] of Object.entries(manifest.pages)) {
      const html = readFileSync(path.join(exportDir, file), 'utf8');
      expect(html, route).toContain(secondPractice.surgeon.name);
      for (const [, link] of html.matchAll(/\s(?:href|src)="(\/(?!\/)[^"#?]*)/g)) {
        const target = decodeURI(link!);
        if (target.startsWith('/api/')) continue;
        const exists =
          manifest.pages[target.replace(/\/$/, '') || '/'] !== undefined || existsSync(path.join(exportDir, target));
        if (!exists) broken.push(`${route} -> ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('uses the new theme and icon', () => {
    const home = readFileSync(path.join(exportDir, 'index.html'), 'utf8');
    expect(home).toContain(`--theme-accent-700:${secondPractice.theme.colours.accent[700]}`);
    expect(home).not.toContain(firstPractice.theme.colours.accent[700]);
    expect(readFileSync(path.join(exportDir, 'logo.svg'), 'utf8')).toBe(
      readFileSync(path.join(root, secondPractice.theme.logo), 'utf8'),
    );
  });
});

describe('the server run with the second practice', () => {
  const ask = async (message: string) => {
    const res = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message }),
    });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('answers chat questions about the practice with the new details only', async () => {
    const replies = await Promise.all(
      [
        'Who is the surgeon?',
        'How do I book an appointment?',
        'Which hospitals do you work at?',
        'What is the phone number for the NHS clinic?',
        'Do you accept my health insurance?',
        'Where did the surgeon train?',
      ].map(ask),
    );
    expect(replies.flatMap(tracesIn)).toEqual([]);
    expect(replies.join('\n')).toMatch(
      new RegExp([secondPractice.surgeon.shortName, secondPractice.privatePractice.phone].join('|')),
    );
  });

  it('sends notification mails from the new practice to its booking address, naming nothing of the first', async () => {
    const enquiry = await fetch(`${baseUrl}/api/enquiries`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        form: 'contact',
        firstName: 'Ann',
        lastName: 'Example',
        email: 'ann@example.com',
        message: 'Hello',
        consent: 'on',
      }),
    });
    expect(enquiry.status).toBe(201);
    const story = await fetch(`${baseUrl}/api/submit-story`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validStory),
    });
    expect(story.status).toBe(201);
    const mails = await eventually('both notification mails', () => smtp.received.length >= 2 && smtp.received);
    for (const mail of mails) {
      expect(mail.recipients).toEqual([secondPractice.bookingEmail]);
      expect(mail.headers.from).toContain(secondPractice.practiceName);
      expect(tracesIn(`${JSON.stringify(mail.headers)}\n${mail.body}`)).toEqual([]);
    }
    expect(mails.map((mail) => mail.body).join('\n')).toContain(secondPractice.siteUrl);
  });

  it('answers a form posted without JavaScript with a page of the new practice', async () => {
    const res = await fetch(`${baseUrl}/send-enquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form: 'contact', firstName: 'Ann' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(secondPractice.surgeon.name);
    expect(tracesIn(html)).toEqual([]);
  });

  it('never seeds the demo stories, though DEMO_DATA asks for them', async () => {
    expect(secondPractice).not.toHaveProperty('demo');
    expect(await (await fetch(`${baseUrl}/api/stories`)).json()).toEqual([]);
  });

  describe('in a browser', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch(chromiumLaunchOptions());
    });
    afterAll(async () => browser?.close());

    it.each(['/', '/AboutMe', '/patient-success-stories', '/fees-and-declarations', '/admin'])(
      '%s: axe finds no WCAG 2.2 AA violation with the new colours, which are the ones in use',
      async (route) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        try {
          await page.goto(`${baseUrl}${route}`);
          const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          const [r, g, b] = [1, 3, 5].map((i) =>
            parseInt(secondPractice.theme.colours.surface[50].slice(i, i + 2), 16),
          );
          expect(background).toBe(`rgb(${r}, ${g}, ${b})`);
          expect(await axeViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  });
});
