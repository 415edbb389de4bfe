import { runMigrateCommand } from '@nomada/service-kit';
import { loadGatewayConfig } from '../config';
import { SCHEMA } from '../registry/migrate';
import { migrations } from '../registry/migrations';

/**
 * The migration Job of the release registry (schema `gateway`); `--wait` only waits until they are
 * applied (the init container of the gateway's pods). Exits non-zero on failure.
 */
process.exitCode = await runMigrateCommand({
  name: 'gateway',
  databaseUrl: () => {
    const url = loadGatewayConfig().databaseUrl;
    if (!url) throw new Error('DATABASE_URL is required: the release registry lives there');
    return url;
  },
  schema: SCHEMA,
  migrations,
});
