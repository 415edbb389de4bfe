import { pino } from 'pino';
import {
  createDb,
  createIdentityLookup,
  loggerOptions,
  migrationDatabaseUrl,
} from '@nomada/service-kit';
import { loadDocumentsConfig } from '../config';
import { migrateDatabase } from '../db/migrate';
import type { DocumentsDatabase } from '../db/schema';
import { createFinishedCases } from '../retention/finished-cases';
import { formatSweepReport } from '../retention/format-sweep-report';
import { sweepExpiredDocuments } from '../retention/sweep-expired-documents';
import { createStorage } from '../storage/create-storage';

/**
 * `npm run retention`: one retention sweep now (the platform runs it daily), printing what it
 * deleted. Needs identity on IDENTITY_URL to tell which cases are finished; exits non-zero on failure.
 */
const config = loadDocumentsConfig();
// loggerOptions is typed for Fastify; its value is a plain pino options object.
const log = pino(loggerOptions(config.LOG_LEVEL, 'retention') as pino.LoggerOptions);
const db = createDb<DocumentsDatabase>(config.DATABASE_URL, { max: 2 });
let code = 0;
try {
  await migrateDatabase(migrationDatabaseUrl(config.DATABASE_URL));
  const storage = await createStorage(config, log);
  try {
    const report = await sweepExpiredDocuments({
      db,
      storage,
      finishedCases: createFinishedCases(
        createIdentityLookup({
          baseUrl: config.IDENTITY_URL,
          sessionSecret: config.SESSION_SECRET,
        }),
        db,
      ),
      retentionDays: config.DOCUMENT_RETENTION_DAYS,
      now: Date.now,
      log,
    });
    console.log(formatSweepReport(report, config.DOCUMENT_RETENTION_DAYS));
  } finally {
    await storage.close();
  }
} catch (error) {
  console.error(`retention: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await db.destroy();
}
process.exit(code);
