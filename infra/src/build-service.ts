import path from 'node:path';
import { buildService } from './bundle-service';

/** A service's `build` script: `tsx ../../infra/src/build-service.ts`, run from the service folder. */
const serviceDir = process.cwd();
buildService(serviceDir)
  .then((entries) =>
    console.log(`${path.basename(serviceDir)}: bundled ${entries.join(', ')} into dist/`),
  )
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
