import { createRemoteConfig } from '@nomada/build-config';

export default createRemoteConfig({
  name: 'mf_applicant',
  dirname: import.meta.dirname,
  exposes: { './app': './src/app/app.tsx' },
  devPort: 4202,
  prerenderEntry: './src/prerender/server-entry.ts',
});
