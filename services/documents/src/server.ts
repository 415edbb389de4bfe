import { createDb, runServer, servicePort } from '@nomada/service-kit';
import { buildApp } from './app';
import { loadDocumentsConfig } from './config';
import { migrateDocuments } from './db/migrate';
import type { DocumentsDatabase } from './db/schema';

const config = loadDocumentsConfig();
const db = createDb<DocumentsDatabase>(config.DATABASE_URL);
await migrateDocuments(db);
const app = await buildApp(config, { db });
await runServer(app, {
  port: servicePort('documents', config.PORT),
  host: config.HOST,
  extras: [{ close: () => db.destroy() }],
});
