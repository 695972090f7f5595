import argon2 from 'argon2';
import { generateSecret, generateURI, verify } from 'otplib';

import { practice } from '@/content/practice';

/** OWASP's argon2id baseline (19 MiB, 2 passes); a login takes tens of milliseconds. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 12;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

// Verified against when the account does not exist, so a wrong email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const target = hash ?? (await (dummyHash ??= hashPassword('not-a-real-password-for-timing')));
  try {
    return (await argon2.verify(target, password)) && hash !== null;
  } catch {
    return false;
  }
}

export const newTotpSecret = () => generateSecret();

/** The otpauth:// address an authenticator app reads (type it in, or paste it into a QR generator offline). */
export const totpUri = (email: string, secret: string) =>
  generateURI({ issuer: `${practice.practiceName} back office`, label: email, secret });

/**
 * Checks a 6-digit code, allowing the neighbouring 30-second periods for clock drift. A code whose period is not
 * after `lastStep` was already used (or is older than one that was): refused, so an overheard code cannot be
 * replayed. Returns the period to remember, or null.
 */
export async function verifyTotp(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(lastStep !== null && { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
