import path from 'node:path';

import { z } from 'zod';

import { practice } from '@/content/practice';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** The environment's one boolean: "true" or "false" ("1" / "0" too). */
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A whole number from `min` to `max`. */
const whole = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const minutes = (fallback: number) => z.coerce.number().positive().default(fallback);

/**
 * Every environment variable the server reads, validated at start, grouped by the part of the server that uses it.
 * The README's tables document them; a wrong value stops the start with the variable named.
 */
const envSchema = z
  .object({
    // The HTTP server.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: whole(3000, 0, 65535),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Proxies whose X-Forwarded-For we believe: "false" (default: the socket address is the client), "true"
     * (any), or a comma-separated list of proxy addresses/CIDRs such as "127.0.0.1,10.0.0.0/8".
     */
    TRUST_PROXY: z.string().default('false'),
    /** The request line, headers and body must all have arrived within this time; a stalled upload gets 408. */
    REQUEST_TIMEOUT_MS: whole(30_000, 100, 10 * 60_000),

    // The exported site.
    /** The exported site to serve on the same origin; set SERVE_SITE=false when the export is on a static host. */
    SITE_DIR: z.string().default(path.join(projectRoot, 'out')),
    SERVE_SITE: flag.default(true),
    /** The site's public origin when the export is served elsewhere (CORS allows only it). */
    SITE_ORIGIN: z.url().optional(),
    /**
     * Where staff open the back office (mails and the admin command say so): this server's own public address when
     * the site is hosted elsewhere, for it serves the back office from SITE_DIR; else the practice's siteUrl.
     */
    ADMIN_ORIGIN: z.url().optional(),

    // Storage and mail.
    /** `file:/path/site.db` (SQLite, the default under data/) or `postgres://user@host:5432/db` (PostgreSQL). */
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: or postgres://')
      .default(`file:${path.join(projectRoot, 'data', 'site.db')}`),
    /** SMTP server for notification mails, e.g. smtp://user:pass@smtp.example.com:587. Unset: mails wait in the outbox. */
    SMTP_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
    /** Who receives enquiry notifications (default: the practice's booking email). */
    MAIL_TO: z.email().default(practice.bookingEmail),
    MAIL_FROM: z.string().min(3).default(`${practice.practiceName} website <no-reply@example.com>`),
    /** How often the outbox worker looks for due mails, and the first retry delay (doubling up to an hour). */
    MAIL_POLL_INTERVAL_MS: whole(15_000, 50),
    MAIL_RETRY_BASE_MS: whole(30_000, 10),
    /** After this many failed attempts a mail is marked failed (the back office shows it). */
    MAIL_MAX_ATTEMPTS: whole(10, 1),

    // Enquiries.
    /** Accepted enquiries a client may send per form within the window; over it the answer is 429 with Retry-After. */
    ENQUIRY_RATE_LIMIT_MAX: whole(5, 1),
    ENQUIRY_RATE_LIMIT_WINDOW_MINUTES: minutes(15),
    /** Enquiries older than this are deleted by `npm run purge` (and their mails with them). */
    ENQUIRY_RETENTION_MONTHS: whole(12, 1),

    // Patient stories.
    /**
     * "false" keeps the demo stories out even for the demo practice. They are only ever seeded while
     * content/practice.ts is the fictional demo practice (`demo: true`), whatever this says.
     */
    DEMO_DATA: flag.default(true),
    /** Accepted stories a client may send within the window; over it the answer is 429 with Retry-After. */
    STORY_RATE_LIMIT_MAX: whole(5, 1),
    STORY_RATE_LIMIT_WINDOW_MINUTES: minutes(15),

    // The back office.
    /** A back-office session ends after this long without a request ... */
    ADMIN_SESSION_IDLE_MINUTES: whole(30, 1, 1440),
    /** ... and this long after login, however active. */
    ADMIN_SESSION_MAX_HOURS: z.coerce.number().positive().max(168).default(12),
    /**
     * Development over plain http only: the session cookie loses `Secure` and the `__Host-` prefix (browsers refuse
     * both without https). Refused when NODE_ENV=production.
     */
    ADMIN_INSECURE_COOKIES: flag.default(false),

    // The chat assistant. Without GEMINI_API_KEY every answer is composed offline from the site's own pages.
    /** The search index written by the build (scripts/build-chat-index.ts), relative to the project root. */
    CHAT_INDEX_PATH: z.string().default('generated/chat-index.json'),
    /** Longest question accepted, in characters; longer ones get 413. */
    CHAT_MAX_MESSAGE_CHARS: whole(1000, 1, 20_000),
    /** Most earlier messages accepted in `history` (only the last 5 are used); more get 413. */
    CHAT_MAX_HISTORY: whole(20, 1, 200),
    /** Largest request body in bytes; larger ones get 413. */
    CHAT_BODY_LIMIT_BYTES: whole(64 * 1024, 1, 1024 * 1024),
    /** Questions allowed per client address in each window; more get 429. */
    CHAT_RATE_LIMIT_MAX: whole(20, 1, 10_000),
    CHAT_RATE_LIMIT_WINDOW_MS: whole(60_000, 1, 24 * 60 * 60 * 1000),
    /** Turns on answers written by Gemini (server side only; never sent to the browser). */
    GEMINI_API_KEY: z.string().min(1).optional(),
    GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
    /** Another Gemini-compatible endpoint (a proxy, or the fake server of the tests). */
    GEMINI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Give up on the model after this long (both tries together) and answer offline. */
    GEMINI_TIMEOUT_MS: whole(15_000, 1, 120_000),
  })
  // Settings valid one by one but not together.
  .refine((env) => !(env.ADMIN_INSECURE_COOKIES && env.NODE_ENV === 'production'), {
    path: ['ADMIN_INSECURE_COOKIES'],
    message: 'is for development over http and is refused when NODE_ENV=production',
  });

export type Config = z.infer<typeof envSchema> & { projectRoot: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return { ...result.data, projectRoot };
}

/** The back office's address, for the mails and the admin command (ADMIN_ORIGIN, else the practice's site). */
export const backOfficeUrl = (config: Pick<Config, 'ADMIN_ORIGIN'>) =>
  `${config.ADMIN_ORIGIN ? new URL(config.ADMIN_ORIGIN).origin : practice.siteUrl.replace(/\/$/, '')}/admin`;

/** Fastify's trustProxy option from TRUST_PROXY. */
export function trustProxyOption(value: string): boolean | string[] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  return value.split(',').map((s) => s.trim());
}
