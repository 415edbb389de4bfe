import { createDb } from '@nomada/service-kit';
import { loadDocumentsConfig } from '../config';
import { migrateDocuments } from '../db/migrate';

const config = loadDocumentsConfig();
const db = createDb(config.DATABASE_URL, { max: 1 });
try {
  await migrateDocuments(db);
  console.log('documents: migrations applied');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
