import { migrationDatabaseUrl, servicePort, startService } from '@nomada/service-kit';
import { buildApp } from './app';
import { loadReviewConfig } from './config';
import { migrateDatabase } from './db/migrate';

await startService({
  name: 'review',
  loadConfig: loadReviewConfig,
  migrate: (config) => migrateDatabase(migrationDatabaseUrl(config.DATABASE_URL)),
  redisUrl: (config) => config.REDIS_URL,
  build: (config) => buildApp(config),
  port: (config) => servicePort('review', config.PORT),
});
