import path from 'node:path';

import { z } from 'zod';

import { practice } from '../content/practice';
import { moderationEnv } from './admin/env';
import { chatEnvShape } from './chat/config';

const projectRoot = path.resolve(import.meta.dirname, '..');

const boolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, validated at start. Documented in the README. */
export const envSchema = z.object({
  // Patient stories and the back office (documented in server/admin/env.ts and the README).
  ...moderationEnv,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The exported site to serve on the same origin; set SERVE_SITE=false when the export is on a static host. */
  SITE_DIR: z.string().default(path.join(projectRoot, 'out')),
  SERVE_SITE: boolean.default(true),
  /** The site's public origin when the export is served elsewhere (CORS allows only it). */
  SITE_ORIGIN: z.url().optional(),
  /**
   * Proxies whose X-Forwarded-For we believe: "false" (default: the socket address is the client), "true"
   * (any), or a comma-separated list of proxy addresses/CIDRs such as "127.0.0.1,10.0.0.0/8".
   */
  TRUST_PROXY: z.string().default('false'),

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
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(15_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** After this many failed attempts a mail is marked failed (the back office shows it). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),

  /** Enquiries a client may send per form within the window; over it the answer is 429 with Retry-After. */
  ENQUIRY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  ENQUIRY_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Enquiries older than this are deleted by `npm run purge` (and their mails with them). */
  ENQUIRY_RETENTION_MONTHS: z.coerce.number().int().min(1).default(12),

  ...chatEnvShape,
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

/** Fastify's trustProxy option from TRUST_PROXY. */
export function trustProxyOption(value: string): boolean | string[] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  return value.split(',').map((s) => s.trim());
}
