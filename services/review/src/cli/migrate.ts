import { createDb } from '@nomada/service-kit';
import { loadReviewConfig } from '../config';
import { migrateReview } from '../db/migrate';

const config = loadReviewConfig();
const db = createDb(config.DATABASE_URL, { max: 1 });
try {
  await migrateReview(db);
  console.log('review: migrations applied');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
