import { runMigrateCommand } from '@nomada/service-kit';
import { loadIdentityConfig } from '../config';
import { SCHEMA } from '../db/migrate';
import { migrations } from '../db/migrations';

/**
 * `npm run migrate` and the migration Job: applies identity's migrations; `--wait` only waits until
 * they are applied (the init container of identity's pods). Exits non-zero on failure.
 */
process.exitCode = await runMigrateCommand({
  name: 'identity',
  databaseUrl: () => loadIdentityConfig().DATABASE_URL,
  schema: SCHEMA,
  migrations,
});
