import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import { REMOTE_NAMES } from '@nomada/contracts';
import { notFound, unavailable } from '@nomada/service-kit';
import type { GatewayConfig } from '../config';
import { RELEASES_PATH } from '../registry/manifest-urls';
import type { RemoteRegistryStore } from '../registry/remote-registry';
import { cacheControlFor, REVALIDATE } from '../edge/cache-policy';
import { sendHtml } from '../pages/compressed-html';
import { languageCookieFor, pageLanguage } from '../pages/page-language';
import { PrerenderedPages, type PrerenderSource } from '../pages/prerendered-pages';
import { renderInWorker } from '../pages/render-worker';
import { runtimeConfigScript, withRuntimeConfig } from '../pages/runtime-config-script';
import { ShellPage } from '../pages/shell-page';
import { NON_HTML_PREFIXES } from '../routing-table';
import { REMOTE_FOLDERS, remotesConfig, shellConfig } from './runtime-config';

/** A page request waits this long for a render under way (right after start or a release). */
const PRERENDER_WAIT_MS = 10_000;
/** Rendering every page of a remote takes seconds; this only stops one that hangs. */
const PRERENDER_TIMEOUT_MS = 120_000;

const NOT_BUILT =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.';

/**
 * Source maps (and their precompressed copies) would publish our source, and `server/` holds the
 * prerenderer's build, which runs here only: built, never served. Folders are not listed.
 */
const SOURCE_MAP = /\.map(?:\.br|\.gz)?$/;
const servable = (pathName: string) =>
  !SOURCE_MAP.test(pathName) && !pathName.startsWith('/server/') && !pathName.endsWith('/');

/** The last path segment ends like a file (`main.0123.js`, `logo.svg`): no page has such a path. */
const FILE_LIKE_PATH = /\.[a-z0-9]{1,8}$/i;

/**
 * A page: what a browser navigates to (Accept text/html), or any path without a file extension
 * (monitors and `curl` send `*\/*`). A missing script or stylesheet gets a 404, never the page.
 */
const wantsHtml = (request: FastifyRequest) => {
  if (NON_HTML_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  const pagePath = request.url.split('?', 1)[0] ?? '/';
  return (request.headers.accept ?? '').includes('text/html') || !FILE_LIKE_PATH.test(pagePath);
};

function notBuilt(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('cache-control', 'no-store').header('retry-after', '30');
  // A script or manifest fetch gets the API's error body; people get the instructions below (and the log).
  if (!wantsHtml(request)) return reply.send(unavailable());
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Nomada</title><p>${NOT_BUILT}</p></html>`,
    );
}

/**
 * Files are looked up when asked for, not listed at boot: a release writes new files into a dist
 * folder while the gateway runs (a remote is released without restarting anything). A missing one
 * gets the API's 404.
 */
const staticOptions = (root: string, prefix: string, decorateReply: boolean) => ({
  root,
  prefix,
  decorateReply,
  // Pages, `/` included, are answered by the page handler below (prerendered or the shell's).
  index: false as const,
  allowedPath: servable,
  // The build writes .br and .gz beside each text asset; the best one the browser accepts is sent.
  preCompressed: true,
  cacheControl: false,
  setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) =>
    res.setHeader('cache-control', cacheControlFor(filePath)),
});

/**
 * Remotes served from this gateway's dist folders whose release includes a server build (only
 * those: a remote hosted elsewhere, or a development server, is rendered in the browser).
 */
function prerenderSources(config: GatewayConfig): PrerenderSource[] {
  return REMOTE_NAMES.filter((name) => !config.remoteUrls[name] && !config.devServers[name]).map(
    (name) => ({
      remote: name,
      dist: path.join(config.webRoot, REMOTE_FOLDERS[name].app, 'dist'),
      urlPath: REMOTE_FOLDERS[name].path,
    }),
  );
}

/**
 * The shell at `/` (with SPA fallback), each remote's own build under `/remotes/<name>/` (from dist or
 * a dev server), and releases made to this gateway's folder under `/releases/`.
 */
export async function staticFileRoutes(
  app: FastifyInstance,
  { config, registry }: { config: GatewayConfig; registry: RemoteRegistryStore | null },
): Promise<void> {
  const released = () => registry?.current().current ?? {};
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
    // The shell's files share `/*` with its pages: the page handler sends them (reply.sendFile).
    await app.register(fastifyStatic, { ...staticOptions(shellDist, '/', true), serve: false });
    const runtimeConfigFor = (origin: string) =>
      runtimeConfigScript(remotesConfig(config, origin, released()), shellConfig(config));
    const pages = new PrerenderedPages({
      shellDist,
      sources: config.prerender ? prerenderSources(config) : [],
      log: app.log,
      waitMs: PRERENDER_WAIT_MS,
      render: (workerFile, job) => renderInWorker(workerFile, job, PRERENDER_TIMEOUT_MS),
      finish: (html, origin) => withRuntimeConfig(html, runtimeConfigFor(origin)),
      releasedRemotes: () => ({
        id: registry?.current().revision ?? '',
        local: (remote) => released()[remote] === undefined,
      }),
    });
    const shellPage = new ShellPage(shellDist);
    pages.warmUp(config.publicOrigin);
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const pagePath = request.url.split('?', 1)[0] ?? '/';
      if (FILE_LIKE_PATH.test(pagePath)) return reply.sendFile(pagePath, shellDist);
      if (!wantsHtml(request)) throw notFound();
      const origin = request.publicOrigin;
      reply.header('cache-control', REVALIDATE);
      const language = pageLanguage(request);
      const languageCookie = languageCookieFor(request);
      if (languageCookie) reply.header('set-cookie', languageCookie);
      // Only for the public address: a render per configured alias would multiply the work.
      const prerendered =
        origin === config.publicOrigin
          ? await pages.page(origin, request.url, language)
          : undefined;
      if (prerendered) {
        reply.header('content-language', language);
        return sendHtml(request, reply, prerendered, ['Cookie', 'Accept-Language']);
      }
      return sendHtml(request, reply, await shellPage.page(origin, runtimeConfigFor(origin)));
    };
    app.get('/', page);
    app.get('/*', page);
  } else {
    app.log.warn({ shellDist }, 'shell is not built; answering 503 for pages');
    app.get('/*', notBuilt);
  }

  // Versions are folders that never change once written; a release adds one while we run. A
  // gateway on a read-only filesystem (an image) has no such folder: its releases live on another
  // static origin, and /releases/ is simply not served here.
  if (releasesFolderReady(config.releases.dir, app.log)) {
    await app.register(
      fastifyStatic,
      staticOptions(config.releases.dir, RELEASES_PATH, !app.hasReplyDecorator('sendFile')),
    );
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

function releasesFolderReady(dir: string, log: FastifyBaseLogger): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    return true;
  } catch (error) {
    log.warn({ err: error, dir }, 'no releases folder; /releases/ is not served by this gateway');
    return false;
  }
}
