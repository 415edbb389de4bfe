import { createRemoteConfig } from '@nomada/build-config';

export default createRemoteConfig({
  name: 'mf_marketing',
  dirname: import.meta.dirname,
  exposes: { './app': './src/app/app.tsx' },
  devPort: 4201,
  prerenderEntry: './src/prerender/server-entry.ts',
});
