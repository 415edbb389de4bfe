import { migrationDatabaseUrl, startService } from '@nomada/service-kit';
import { buildApp } from './app';
import { loadGatewayConfig } from './config';
import { migrateDatabase } from './registry/migrate';

await startService({
  name: 'gateway',
  // A refused setting (TRUST_PROXY=true, an http preview origin, …) reads as one message, not a stack.
  loadConfig: () => {
    const config = loadGatewayConfig();
    return { ...config, HOST: config.host };
  },
  migrate: async (config) => {
    if (config.databaseUrl) await migrateDatabase(migrationDatabaseUrl(config.databaseUrl));
  },
  build: (config) => buildApp(config),
  port: (config) => config.port,
});
