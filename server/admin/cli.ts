// `npm run admin -- <command> <email>`: staff accounts for the back office. There is no default account.
//   create <email>   new account: asks for a password, prints the TOTP key once
//   reset <email>    new password and new TOTP key (lost phone), unlocks, re-enables, ends sessions
//   disable <email>  no more logins; ends sessions at once
//   list             accounts and their state
// The password is asked for twice without echo; when stdin is not a terminal its first line is the password.
import { backOfficeUrl, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createStaff, disableStaff, listStaff, resetStaff, type Enrolment } from './accounts';
import { MIN_PASSWORD_LENGTH } from './credentials';

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled.'));
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    return input.split(/\r?\n/)[0] ?? '';
  }
  const password = await readHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  if ((await readHidden('Password again: ')) !== password) throw new Error('The two passwords are not the same.');
  return password;
}

function printEnrolment(action: string, enrolment: Enrolment) {
  console.log(`${action} ${enrolment.email}.
Add this key to an authenticator app now. It is shown only this once.
  Key:  ${enrolment.totpSecret}
  URI:  ${enrolment.totpUri}
Then log in at ${backOfficeUrl(loadConfig())} with the email, the password and the app's 6-digit code.`);
}

const usage = 'Usage: npm run admin -- create <email> | reset <email> | disable <email> | list';
const [command, email] = process.argv.slice(2);
const db = openDatabase(loadConfig().DATABASE_URL);
try {
  await migrateToLatest(db);
  if (command === 'list') {
    console.table(await listStaff(db));
  } else if (!email || !['create', 'reset', 'disable'].includes(command ?? '')) {
    console.error(usage);
    process.exitCode = 2;
  } else if (command === 'disable') {
    await disableStaff(db, email);
    console.log(`Disabled ${email.trim().toLowerCase()}; its sessions have ended.`);
  } else if (command === 'create') {
    printEnrolment('Created an account for', await createStaff(db, email, await readPassword()));
  } else {
    printEnrolment('Reset', await resetStaff(db, email, await readPassword()));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
