import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import { REMOTE_NAMES } from '@nomada/contracts';
import type { GatewayConfig } from '../config';
import { cacheControlFor, REVALIDATE } from '../lib/cache-policy';
import { NON_HTML_PREFIXES } from '../routing-table';
import { REMOTE_FOLDERS } from './runtime-config';

const NOT_BUILT =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.';

const wantsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/html') &&
  !NON_HTML_PREFIXES.some((prefix) => request.url.startsWith(prefix));

function notBuilt(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('cache-control', 'no-store').header('retry-after', '30');
  if (!wantsHtml(request)) return reply.send({ error: NOT_BUILT });
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Nomada</title><p>${NOT_BUILT}</p></html>`,
    );
}

const staticOptions = (root: string, prefix: string, decorateReply: boolean) => ({
  root,
  prefix,
  decorateReply,
  // Files are listed at boot, leaving unknown paths to our SPA fallback instead of a wildcard route.
  wildcard: false,
  // The build writes .br and .gz beside each text asset; the best one the browser accepts is sent.
  preCompressed: true,
  cacheControl: false,
  setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) =>
    res.setHeader('cache-control', cacheControlFor(filePath)),
});

/** The shell at `/` (with SPA fallback) and each remote under `/remotes/<name>/`, from dist or a dev server. */
export async function staticFileRoutes(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  const shellDevServer = config.devServers.shell;
  const shellBuilt = existsSync(path.join(shellDist, 'index.html'));

  if (shellDevServer) {
    // The dev server's hot-reload client connects back to the page's origin, i.e. to us, on /ws.
    await app.register(proxy, {
      upstream: shellDevServer,
      prefix: '/ws',
      rewritePrefix: '/ws',
      websocket: true,
      // The dev server refuses a socket without an Origin of its own host, and the proxy sends none.
      wsClientOptions: { origin: shellDevServer },
    });
    await app.register(proxy, { upstream: shellDevServer, httpMethods: ['GET', 'HEAD'] });
  } else if (shellBuilt) {
    await app.register(fastifyStatic, staticOptions(shellDist, '/', true));
    app.get('/*', async (request, reply) => {
      if (!wantsHtml(request)) return reply.status(404).send({ error: 'Not found' });
      return reply.header('cache-control', REVALIDATE).sendFile('index.html', shellDist);
    });
  } else {
    app.log.warn({ shellDist }, 'shell is not built; answering 503 for pages');
    app.get('/*', notBuilt);
  }

  for (const name of REMOTE_NAMES) {
    const { path: prefix, app: folder } = REMOTE_FOLDERS[name];
    const dist = path.join(config.webRoot, folder, 'dist');
    const devServer = config.devServers[name];
    if (devServer) {
      await app.register(proxy, {
        upstream: devServer,
        prefix,
        rewritePrefix: '/',
        httpMethods: ['GET', 'HEAD'],
      });
    } else if (existsSync(path.join(dist, 'mf-manifest.json'))) {
      await app.register(
        fastifyStatic,
        staticOptions(dist, prefix, !app.hasReplyDecorator('sendFile')),
      );
    } else {
      app.log.warn({ dist }, `${folder} is not built; answering 503 for its files`);
      app.get(`${prefix}*`, notBuilt);
    }
  }
}
