import { loadDocumentsConfig } from '../config';
import { migrateDatabase } from '../db/migrate';

/** `npm run migrate`: applies documents's migrations and exits non-zero on failure. */
try {
  const config = loadDocumentsConfig();
  await migrateDatabase(config.DATABASE_URL);
  console.log('documents: migrations applied');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
