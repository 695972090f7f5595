import { z } from 'zod';

const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * The chat's environment variables, joined into the server's env schema (server/config.ts) and documented in
 * the README. Without GEMINI_API_KEY every answer is composed offline from the site's own pages.
 */
export const chatEnvShape = {
  /** The search index written by the build (scripts/build-chat-index.ts), relative to the project root. */
  CHAT_INDEX_PATH: z.string().default('generated/chat-index.json'),
  /** Longest question accepted, in characters; longer ones get 413. */
  CHAT_MAX_MESSAGE_CHARS: count(1000, 20_000),
  /** Most earlier messages accepted in `history` (only the last 5 are used); more get 413. */
  CHAT_MAX_HISTORY: count(20, 200),
  /** Largest request body in bytes; larger ones get 413. */
  CHAT_BODY_LIMIT_BYTES: count(64 * 1024, 1024 * 1024),
  /** Questions allowed per client address in each window; more get 429. */
  CHAT_RATE_LIMIT_MAX: count(20, 10_000),
  CHAT_RATE_LIMIT_WINDOW_MS: count(60_000, 24 * 60 * 60 * 1000),
  /** Turns on answers written by Gemini (server side only; never sent to the browser). */
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  /** Another Gemini-compatible endpoint (a proxy, or the fake server of the tests). */
  GEMINI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Give up on the model after this long (both tries together) and answer offline. */
  GEMINI_TIMEOUT_MS: count(15_000, 120_000),
};
