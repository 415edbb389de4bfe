import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import type { RemoteRegistryStore } from '../registry/remote-registry';
import { shellDevServerRoutes } from './dev-servers';
import { notBuilt } from './not-built';
import { releaseFileRoutes } from './release-files';
import { remoteFileRoutes } from './remote-files';
import { shellPageRoutes } from './shell-pages';

/**
 * The web app: the shell at `/` (its dev server, or its built files and pages, or a 503 while it is
 * not built), releases made to this gateway's folder under `/releases/`, and each remote's own build
 * under `/remotes/<name>/`. In this order: the first folder served decorates the reply with
 * `sendFile`, and the shell's pages need it.
 */
export async function webAppRoutes(
  app: FastifyInstance,
  { config, registry }: { config: GatewayConfig; registry: RemoteRegistryStore | null },
): Promise<void> {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  const shellDevServer = config.devServers.shell;
  if (shellDevServer) {
    await shellDevServerRoutes(app, shellDevServer);
  } else if (existsSync(path.join(shellDist, 'index.html'))) {
    await shellPageRoutes(app, { config, registry, shellDist });
  } else {
    app.log.warn({ shellDist }, 'shell is not built; answering 503 for pages');
    app.get('/*', notBuilt);
  }
  await releaseFileRoutes(app, config.releases.dir);
  await remoteFileRoutes(app, config);
}
