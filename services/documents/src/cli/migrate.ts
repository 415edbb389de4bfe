import { runMigrateCommand } from '@nomada/service-kit';
import { loadDocumentsConfig } from '../config';
import { DOCUMENTS_SCHEMA } from '../db/migrate';
import { migrations } from '../db/migrations';

/**
 * `npm run migrate` and the migration Job: applies documents's migrations; `--wait` only waits until
 * they are applied (the init container of documents's pods). Exits non-zero on failure.
 */
process.exitCode = await runMigrateCommand({
  name: 'documents',
  databaseUrl: () => loadDocumentsConfig().DATABASE_URL,
  schema: DOCUMENTS_SCHEMA,
  migrations,
});
