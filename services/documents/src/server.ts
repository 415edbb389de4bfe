import { migrationDatabaseUrl, servicePort, startService } from '@nomada/service-kit';
import { buildApp, spoolDirOf, type DocumentsApp } from './app';
import { loadDocumentsConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { startRetentionSchedule } from './retention/retention-schedule';
import { startLeftoverSweeper } from './uploads/leftover-sweeper';
import { startSpoolSweeper } from './uploads/spool-sweeper';

await startService({
  name: 'documents',
  loadConfig: loadDocumentsConfig,
  migrate: (config) => migrateDatabase(migrationDatabaseUrl(config.DATABASE_URL)),
  redisUrl: (config) => config.REDIS_URL,
  build: (config) => buildApp(config),
  port: (config) => servicePort('documents', config.PORT),
  background: (app, config) => [
    startSpoolSweeper(spoolDirOf(config), app.log),
    startRetentionSchedule((app as DocumentsApp).deps, app.log),
    startLeftoverSweeper((app as DocumentsApp).deps, app.log, config.UPLOAD_LEFTOVER_AFTER_MS),
  ],
});
