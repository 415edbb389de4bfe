import { migrationDatabaseUrl, servicePort, startService } from '@nomada/service-kit';
import { buildApp } from './app';
import { loadMessagingConfig } from './config';
import { migrateDatabase } from './db/migrate';

await startService({
  name: 'messaging',
  loadConfig: loadMessagingConfig,
  migrate: (config) => migrateDatabase(migrationDatabaseUrl(config.DATABASE_URL)),
  redisUrl: (config) => config.REDIS_URL,
  build: async (config) => {
    const app = await buildApp(config);
    app.log.info(
      config.keepMail ? { mailbox: config.MAILBOX_DIR } : { smtp: true },
      'mail delivery',
    );
    return app;
  },
  port: (config) => servicePort('messaging', config.PORT),
});
