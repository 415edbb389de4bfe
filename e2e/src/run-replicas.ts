/**
 * `npm run e2e:replicas`: the browser tests that depend on state shared between instances, run
 * against two of every service and worker (REPLICAS=2, decision 045): sessions and their
 * revocation, rate limits, the lawyer chat's event streams, uploads and the assistant's queue.
 * Part of `npm test`, beside run-single.ts (the other tests, against one instance); `REPLICAS=2 npm run
 * test:e2e` runs the whole suite against two.
 */
import { REPLICA_SPECS } from './replica-specs';
import { runBrowserTests } from './run-browser-tests';

process.exitCode = runBrowserTests(REPLICA_SPECS, 2);
