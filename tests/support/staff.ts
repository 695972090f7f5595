import { generate } from 'otplib';

import type { Db } from '@/server/db/database';
import { createStaff } from '@/server/admin/accounts';

const STAFF_PASSWORD = 'correct horse battery staple';

/** A staff account made the way the CLI makes it; returns what a person would hold (email, password, TOTP key). */
export async function createTestStaff(db: Db, email = `staff-${crypto.randomUUID().slice(0, 8)}@example.com`) {
  const enrolment = await createStaff(db, email, STAFF_PASSWORD);
  return { email: enrolment.email, password: STAFF_PASSWORD, secret: enrolment.totpSecret };
}

/** The code an authenticator app would show now (or for another moment, in ms). */
export const totpCode = (secret: string, at = Date.now()) => generate({ secret, epoch: Math.floor(at / 1000) });

/** The `name=value` part of a Set-Cookie header, for sending back as Cookie. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error('The answer set no cookie');
  return setCookie.split(';')[0]!;
}
