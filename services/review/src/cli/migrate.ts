import { loadReviewConfig } from '../config';
import { migrateDatabase } from '../db/migrate';

/** `npm run migrate`: applies review's migrations and exits non-zero on failure. */
try {
  const config = loadReviewConfig();
  await migrateDatabase(config.DATABASE_URL);
  console.log('review: migrations applied');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
