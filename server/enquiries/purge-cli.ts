// `npm run purge`: delete enquiries (and their mails) older than ENQUIRY_RETENTION_MONTHS (default 12), finished
// mails as old, and ended rate-limit windows. Run it daily, e.g. from cron or a scheduled job.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { purgeExpired } from './retention';

const config = loadConfig();
const db = openDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(db);
  const result = await purgeExpired(db, config.ENQUIRY_RETENTION_MONTHS);
  console.log(JSON.stringify({ retentionMonths: config.ENQUIRY_RETENTION_MONTHS, ...result }));
} finally {
  await db.destroy();
}
