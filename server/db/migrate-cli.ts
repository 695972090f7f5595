// `npm run db:migrate`: bring DATABASE_URL's schema up to date without starting the server (the server also
// does this at start). Prints the migrations applied as JSON.
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const db = openDatabase(loadConfig().DATABASE_URL);
try {
  console.log(JSON.stringify({ applied: await migrateToLatest(db) }));
} finally {
  await db.destroy();
}
