import { runServer, servicePort } from '@nomada/service-kit';
import { buildApp } from './app';
import { loadIdentityConfig } from './config';
import { migrateDatabase } from './db/migrate';

const config = loadIdentityConfig();
await migrateDatabase(config.DATABASE_URL);
const app = await buildApp(config);
await runServer(app, { port: servicePort('identity', config.PORT), host: config.HOST });
