import { loadMessagingConfig } from '../config';
import { migrateDatabase } from '../db/migrate';

/** `npm run migrate`: applies messaging's migrations and exits non-zero on failure. */
try {
  const config = loadMessagingConfig();
  await migrateDatabase(config.DATABASE_URL);
  console.log('messaging: migrations applied');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
