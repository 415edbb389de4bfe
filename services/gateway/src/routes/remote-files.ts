import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@nomada/contracts';
import type { GatewayConfig } from '../config';
import { builtFiles } from './built-files';
import { remoteDevServerRoutes } from './dev-servers';
import { notBuilt } from './not-built';
import { REMOTE_FOLDERS } from './runtime-config';

/** Each remote's own build under `/remotes/<name>/`: from its dev server, its dist folder, or a 503. */
export async function remoteFileRoutes(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  for (const name of REMOTE_NAMES) {
    const { path: prefix, app: folder } = REMOTE_FOLDERS[name];
    const dist = path.join(config.webRoot, folder, 'dist');
    const devServer = config.devServers[name];
    if (devServer) {
      await remoteDevServerRoutes(app, devServer, prefix);
    } else if (existsSync(path.join(dist, 'mf-manifest.json'))) {
      await app.register(
        fastifyStatic,
        builtFiles(dist, prefix, !app.hasReplyDecorator('sendFile')),
      );
    } else {
      app.log.warn({ dist }, `${folder} is not built; answering 503 for its files`);
      app.get(`${prefix}*`, notBuilt);
    }
  }
}
