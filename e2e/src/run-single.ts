/**
 * `npm run e2e:single`: the browser tests of REPLICA_SPECS' complement against one of every service
 * and worker. `npm test` runs this and `e2e:replicas`, so each browser test runs once;
 * `npm run e2e` runs the whole suite against one instance, `REPLICAS=2 npm run e2e` against two.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { specsNotRunWithReplicas } from './replica-specs';

const e2eDir = path.resolve(import.meta.dirname, '..');

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/run.ts', ...specsNotRunWithReplicas(e2eDir), ...process.argv.slice(2)],
  { cwd: e2eDir, stdio: 'inherit', env: { ...process.env, REPLICAS: '1' } },
);
process.exitCode = result.status ?? 1;
