import { createDb, runServer, servicePort } from '@nomada/service-kit';
import { buildApp } from './app';
import { loadReviewConfig } from './config';
import { migrateReview } from './db/migrate';
import type { ReviewDatabase } from './db/schema';

const config = loadReviewConfig();
const db = createDb<ReviewDatabase>(config.DATABASE_URL);
await migrateReview(db);
const app = await buildApp(config, { db });
await runServer(app, {
  port: servicePort('review', config.PORT),
  host: config.HOST,
  extras: [{ close: () => db.destroy() }],
});
