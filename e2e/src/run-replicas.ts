/**
 * `npm run e2e:replicas`: the browser tests that depend on state shared between instances, run
 * against two of every service and worker (REPLICAS=2, decision 045): sessions and their
 * revocation, rate limits, the lawyer chat's event streams, uploads and the assistant's queue.
 * Part of `npm test`; `REPLICAS=2 npm run test:e2e` runs the whole suite that way.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const e2eDir = path.resolve(import.meta.dirname, '..');

/** Each of these files sends calls of one person to both instances of a service in turn. */
export const REPLICA_SPECS = [
  'tests/sign-in-and-out.spec.ts',
  'tests/session-revocation.spec.ts',
  'tests/agent-settings.spec.ts',
  'tests/lawyer-chat.spec.ts',
  'tests/applicant-dashboard.spec.ts',
  'tests/assistant-widget.spec.ts',
  'tests/contact-forms.spec.ts',
];

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/run.ts', ...REPLICA_SPECS, ...process.argv.slice(2)],
  { cwd: e2eDir, stdio: 'inherit', env: { ...process.env, REPLICAS: '2' } },
);
process.exitCode = result.status ?? 1;
