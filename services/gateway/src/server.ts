import { runServer } from '@nomada/service-kit';
import { buildApp } from './app';
import { loadGatewayConfig } from './config';

const config = loadGatewayConfig();
const app = await buildApp(config);
await runServer(app, { port: config.port, host: config.host });
