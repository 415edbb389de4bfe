import { startService } from '@nomada/service-kit';
import { buildApp } from './app';
import { loadGatewayConfig } from './config';

await startService({
  name: 'gateway',
  // A refused setting (TRUST_PROXY=true, an http preview origin, …) reads as one message, not a stack.
  loadConfig: () => {
    const config = loadGatewayConfig();
    return { ...config, HOST: config.host };
  },
  build: buildApp,
  port: (config) => config.port,
});
