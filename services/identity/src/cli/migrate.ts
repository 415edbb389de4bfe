import { loadIdentityConfig } from '../config';
import { migrateDatabase } from '../db/migrate';

/** `npm run migrate`: applies identity's migrations and exits non-zero on failure. */
try {
  const config = loadIdentityConfig();
  await migrateDatabase(config.DATABASE_URL);
  console.log('identity: migrations applied');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
