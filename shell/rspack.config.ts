import path from 'node:path';
import { createHostConfig } from '@nomada/build-config';

export default createHostConfig({
  dirname: import.meta.dirname,
  devPort: 4200,
  runtimePlugins: [
    path.join(import.meta.dirname, 'src/features/federation/shared-variant-plugin.ts'),
  ],
  prerenderEntry: './src/prerender/prerender-worker.ts',
  bootChunk: 'bootstrap',
  wakeEntry: './src/features/wake/wake.ts',
});
