import { migrationDatabaseUrl, servicePort, startService } from '@nomada/service-kit';
import { buildApp, type IdentityApp } from './app';
import { loadIdentityConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { startRevocationRelay } from './sessions/revocations';

await startService({
  name: 'identity',
  loadConfig: loadIdentityConfig,
  migrate: (config) => migrateDatabase(migrationDatabaseUrl(config.DATABASE_URL)),
  redisUrl: (config) => config.REDIS_URL,
  build: buildApp,
  port: (config) => servicePort('identity', config.PORT),
  background: (app) => {
    const identity = app as IdentityApp;
    identity.erasures.start();
    return [startRevocationRelay(identity.revocations, app.log), identity.erasures];
  },
});
