/**
 * `npm run e2e:replicas`: the browser tests that depend on state shared between instances, run
 * against two of every service and worker (REPLICAS=2, decision 045): sessions and their
 * revocation, rate limits, the lawyer chat's event streams, uploads and the assistant's queue.
 * Part of `npm test`, beside run-single.ts (the other tests, against one instance); `REPLICAS=2 npm run
 * test:e2e` runs the whole suite against two.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPLICA_SPECS } from './replica-specs';

const e2eDir = path.resolve(import.meta.dirname, '..');

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/run.ts', ...REPLICA_SPECS, ...process.argv.slice(2)],
  { cwd: e2eDir, stdio: 'inherit', env: { ...process.env, REPLICAS: '2' } },
);
process.exitCode = result.status ?? 1;
