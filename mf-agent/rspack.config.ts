import { createRemoteConfig } from '@nomada/build-config';

export default createRemoteConfig({
  name: 'mf_agent',
  dirname: import.meta.dirname,
  exposes: { './app': './src/app/app.tsx' },
  devPort: 4203,
});
