import { createHostConfig } from '@nomada/build-config';

export default createHostConfig({ dirname: import.meta.dirname, devPort: 4200 });
