import { createDb, runServer, servicePort } from '@nomada/service-kit';
import { buildApp } from './app';
import { loadMessagingConfig } from './config';
import { migrateMessaging } from './db/migrate';
import type { MessagingDatabase } from './db/schema';

const config = loadMessagingConfig();
const db = createDb<MessagingDatabase>(config.DATABASE_URL);
await migrateMessaging(db);
const app = await buildApp(config, { db });
app.log.info(config.devMailbox ? { mailbox: config.MAILBOX_DIR } : { smtp: true }, 'mail delivery');
await runServer(app, {
  port: servicePort('messaging', config.PORT),
  host: config.HOST,
  extras: [{ close: () => db.destroy() }],
});
