import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';

import { newTotpSecret, verifyPassword, verifyTotp, hashPassword } from './credentials';
import { lockDurationMs } from './login';

describe('lockDurationMs', () => {
  it('allows 4 guesses, then locks for a doubling time up to an hour', () => {
    expect([1, 2, 3].map(lockDurationMs)).toEqual([0, 0, 0]);
    expect(lockDurationMs(4)).toBe(30_000);
    expect(lockDurationMs(5)).toBe(60_000);
    expect(lockDurationMs(6)).toBe(120_000);
    expect(lockDurationMs(50)).toBe(3_600_000);
  });
});

describe('credentials', () => {
  it('hashes passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('a long enough password');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'a long enough password')).toBe(true);
    expect(await verifyPassword(hash, 'another password')).toBe(false);
    expect(await verifyPassword(null, 'a long enough password')).toBe(false);
  });

  it('accepts a current TOTP code once, and neighbouring periods for clock drift', async () => {
    const secret = newTotpSecret();
    const now = Math.floor(Date.now() / 1000);
    const step = await verifyTotp(secret, await generate({ secret, epoch: now }), null);
    expect(step).toBe(Math.floor(now / 30));
    expect(await verifyTotp(secret, await generate({ secret, epoch: now }), step)).toBeNull();
    expect(await verifyTotp(secret, await generate({ secret, epoch: now + 30 }), step)).toBe(step! + 1);
    expect(await verifyTotp(secret, await generate({ secret, epoch: now - 300 }), null)).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', null)).toBeNull();
  });
});
