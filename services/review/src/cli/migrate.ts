import { runMigrateCommand } from '@nomada/service-kit';
import { loadReviewConfig } from '../config';
import { REVIEW_SCHEMA } from '../db/migrate';
import { migrations } from '../db/migrations';

/**
 * `npm run migrate` and the migration Job: applies review's migrations; `--wait` only waits until
 * they are applied (the init container of review's pods). Exits non-zero on failure.
 */
process.exitCode = await runMigrateCommand({
  name: 'review',
  databaseUrl: () => loadReviewConfig().DATABASE_URL,
  schema: REVIEW_SCHEMA,
  migrations,
});
