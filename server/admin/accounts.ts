import { randomUUID } from 'node:crypto';

import type { Updateable } from 'kysely';

import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { recordAudit } from '../audit/audit-log';
import { hashPassword, MIN_PASSWORD_LENGTH, newTotpSecret, totpUri } from './credentials';
import { clearLoginFailures, loginFailureKey, normaliseEmail } from './login';
import { endAllSessions } from './sessions';

/** Staff accounts, managed from the command line only (server/admin/cli.ts): there is no default account. */

const CLI_ACTOR = { id: null, email: 'command line' };

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}

export type Enrolment = { email: string; totpSecret: string; totpUri: string };

export async function createStaff(db: Db, emailInput: string, password: string, now = new Date()): Promise<Enrolment> {
  const email = normaliseEmail(emailInput);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`"${emailInput}" is not an email address.`);
  checkPassword(password);
  const existing = await db.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw new Error(`There is already an account for ${email}. Use "reset" to give it a new password.`);
  const totpSecret = newTotpSecret();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff_users')
      .values({
        id,
        email,
        password_hash: await hashPassword(password),
        totp_secret: totpSecret,
        last_totp_step: null,
        disabled_at: null,
        last_login_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      staff: CLI_ACTOR,
      action: 'account-created',
      target: { type: 'staff', id },
      detail: { email },
    });
  });
  return { email, totpSecret, totpUri: totpUri(email, totpSecret) };
}

async function findStaffId(db: Db, email: string) {
  const row = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (!row) throw new Error(`There is no account for ${normaliseEmail(email)}.`);
  return row.id;
}

/** Changes an account and records it in the audit log, in one transaction. */
async function updateAccount(
  db: Db,
  account: { id: string; email: string },
  action: 'account-reset' | 'account-disabled',
  changes: Updateable<Database['staff_users']>,
) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_users').set(changes).where('id', '=', account.id).execute();
    await recordAudit(trx, {
      staff: CLI_ACTOR,
      action,
      target: { type: 'staff', id: account.id },
      detail: { email: account.email },
    });
  });
}

/** New password and new TOTP secret (a lost phone is the usual reason); unlocks and re-enables; ends sessions. */
export async function resetStaff(db: Db, emailInput: string, password: string, now = new Date()): Promise<Enrolment> {
  checkPassword(password);
  const email = normaliseEmail(emailInput);
  const id = await findStaffId(db, email);
  const totpSecret = newTotpSecret();
  await updateAccount(db, { id, email }, 'account-reset', {
    password_hash: await hashPassword(password),
    totp_secret: totpSecret,
    last_totp_step: null,
    disabled_at: null,
    updated_at: now.toISOString(),
  });
  await endAllSessions(db, id);
  await clearLoginFailures(db, email);
  return { email, totpSecret, totpUri: totpUri(email, totpSecret) };
}

/** Stops the account logging in and ends its sessions at once. */
export async function disableStaff(db: Db, emailInput: string, now = new Date()) {
  const email = normaliseEmail(emailInput);
  const id = await findStaffId(db, email);
  await updateAccount(db, { id, email }, 'account-disabled', {
    disabled_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  await endAllSessions(db, id);
}

/** The accounts and their state, with the lock in force on each address, if any. */
export async function listStaff(db: Db) {
  const accounts = await db
    .selectFrom('staff_users')
    .select(['email', 'created_at', 'last_login_at', 'disabled_at'])
    .orderBy('email')
    .execute();
  const locks = await db.selectFrom('login_failures').select(['email_hash', 'locked_until']).execute();
  const lockOf = new Map(locks.map((lock) => [lock.email_hash, lock.locked_until]));
  return accounts.map((account) => ({ ...account, locked_until: lockOf.get(loginFailureKey(account.email)) ?? null }));
}
