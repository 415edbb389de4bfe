/**
 * `npm run e2e:single`: the browser tests of REPLICA_SPECS' complement against one of every service
 * and worker. `npm test` runs this and `e2e:replicas`, so each browser test runs once;
 * `npm run e2e` runs the whole suite against one instance, `REPLICAS=2 npm run e2e` against two.
 */
import { specsNotRunWithReplicas } from './replica-specs';
import { E2E_DIR, runBrowserTests } from './run-browser-tests';

process.exitCode = runBrowserTests(specsNotRunWithReplicas(E2E_DIR), 1);
