import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Environment of the patient stories and the back office; spread into server/config.ts's schema. */
export const moderationEnv = {
  /**
   * Seed fictional approved stories into an empty stories table. Unset: yes, except when NODE_ENV=production;
   * "true" or "false" decide it either way.
   */
  DEMO_DATA: flag.optional(),
  /** New stories a client may send within the window; over it the answer is 429 with Retry-After. */
  STORY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  STORY_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** A back-office session ends after this long without a request ... */
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** ... and this long after login, however active. */
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().positive().max(168).default(12),
  /**
   * Development over plain http only: the session cookie loses `Secure` and the `__Host-` prefix (browsers refuse
   * both without https). Refused when NODE_ENV=production.
   */
  ADMIN_INSECURE_COOKIES: flag.default(false),
};

type ModerationEnv = z.infer<z.ZodObject<typeof moderationEnv>>;

/** Settings that are valid one by one but not together; the server refuses to start with them. */
export function checkModerationEnv(config: ModerationEnv & { NODE_ENV: string }) {
  if (config.ADMIN_INSECURE_COOKIES && config.NODE_ENV === 'production') {
    throw new Error(
      'ADMIN_INSECURE_COOKIES=true is for development over http and is refused when NODE_ENV=production.',
    );
  }
}

export const shouldSeedDemoData = (config: Pick<ModerationEnv, 'DEMO_DATA'> & { NODE_ENV: string }) =>
  config.DEMO_DATA ?? config.NODE_ENV !== 'production';
