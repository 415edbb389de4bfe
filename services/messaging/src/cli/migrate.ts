import { createDb } from '@nomada/service-kit';
import { loadMessagingConfig } from '../config';
import { migrateMessaging } from '../db/migrate';

const config = loadMessagingConfig();
const db = createDb(config.DATABASE_URL, { max: 1 });
try {
  await migrateMessaging(db);
  console.log('messaging: migrations applied');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
