import path from 'node:path';

import { z } from 'zod';

import { chatEnvShape } from './chat/config';

const projectRoot = path.resolve(import.meta.dirname, '..');

const boolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, validated at start. Documented in the README. */
export const envSchema = z.object({
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
