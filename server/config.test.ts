import { describe, expect, it } from 'vitest';

import { loadConfig, trustProxyOption } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      TRUST_PROXY: 'false',
      SERVE_SITE: true,
      REQUEST_TIMEOUT_MS: 30_000,
      DEMO_DATA: true,
      ADMIN_INSECURE_COOKIES: false,
      ENQUIRY_RATE_LIMIT_MAX: 5,
      STORY_RATE_LIMIT_MAX: 5,
      CHAT_MAX_MESSAGE_CHARS: 1000,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['SERVE_SITE', 'yes'],
    ['DEMO_DATA', 'maybe'],
    ['ADMIN_INSECURE_COOKIES', 'on'],
    ['REQUEST_TIMEOUT_MS', '0'],
    ['DATABASE_URL', 'mysql://localhost/site'],
    ['SMTP_URL', 'not a url'],
    ['MAIL_TO', 'nobody'],
    ['MAIL_MAX_ATTEMPTS', '0'],
    ['ENQUIRY_RATE_LIMIT_MAX', '2.5'],
    ['STORY_RATE_LIMIT_WINDOW_MINUTES', '-1'],
    ['ADMIN_SESSION_IDLE_MINUTES', '5000'],
    ['CHAT_MAX_HISTORY', '1000'],
    ['GEMINI_BASE_URL', 'ftp://example.com'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${name}: `));
  });

  it('refuses settings that are valid alone but not together', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_INSECURE_COOKIES: 'true' })).toThrow(
      /ADMIN_INSECURE_COOKIES: is for development over http/,
    );
    expect(loadConfig({ NODE_ENV: 'development', ADMIN_INSECURE_COOKIES: 'true' }).ADMIN_INSECURE_COOKIES).toBe(true);
  });

  it('trusts X-Forwarded-For only when a proxy is configured', () => {
    expect(trustProxyOption('false')).toBe(false);
    expect(trustProxyOption('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
