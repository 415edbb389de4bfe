import { runMigrateCommand } from '@nomada/service-kit';
import { loadMessagingConfig } from '../config';
import { MESSAGING_SCHEMA } from '../db/migrate';
import { migrations } from '../db/migrations';

/**
 * `npm run migrate` and the migration Job: applies messaging's migrations; `--wait` only waits until
 * they are applied (the init container of messaging's pods). Exits non-zero on failure.
 */
process.exitCode = await runMigrateCommand({
  name: 'messaging',
  databaseUrl: () => loadMessagingConfig().DATABASE_URL,
  schema: MESSAGING_SCHEMA,
  migrations,
});
