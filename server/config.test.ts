import { describe, expect, it } from 'vitest';

import { loadConfig, trustProxyOption } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.TRUST_PROXY).toBe('false');
  });

  it('rejects bad values and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('trusts X-Forwarded-For only when a proxy is configured', () => {
    expect(trustProxyOption('false')).toBe(false);
    expect(trustProxyOption('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
