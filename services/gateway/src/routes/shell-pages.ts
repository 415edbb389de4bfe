import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@nomada/contracts';
import { notFound } from '@nomada/service-kit';
import type { GatewayConfig } from '../config';
import type { RemoteRegistryStore } from '../registry/remote-registry';
import { REVALIDATE } from '../edge/cache-policy';
import { sendHtml } from '../pages/compressed-html';
import { languageCookieFor, pageLanguage } from '../pages/page-language';
import { FILE_LIKE_PATH, wantsHtml } from '../pages/page-request';
import { PrerenderedPages, type PrerenderSource } from '../pages/prerendered-pages';
import { renderInWorker } from '../pages/render-worker';
import { runtimeConfigScript, withRuntimeConfig } from '../pages/runtime-config-script';
import { ShellPage } from '../pages/shell-page';
import { builtFiles } from './built-files';
import { REMOTE_FOLDERS, remotesConfig, shellConfig } from './runtime-config';

/** A page request waits this long for a render under way (right after start or a release). */
const PRERENDER_WAIT_MS = 10_000;
/** Rendering every page of a remote takes seconds; this only stops one that hangs. */
const PRERENDER_TIMEOUT_MS = 120_000;

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
 * The built shell at `/`: its files, and every page (with SPA fallback), prerendered for the public
 * address where a remote has a server build, else the shell's page.
 */
export async function shellPageRoutes(
  app: FastifyInstance,
  {
    config,
    registry,
    shellDist,
  }: { config: GatewayConfig; registry: RemoteRegistryStore | null; shellDist: string },
): Promise<void> {
  const released = () => registry?.current().current ?? {};
  // The shell's files share `/*` with its pages: the page handler sends them (reply.sendFile).
  await app.register(fastifyStatic, { ...builtFiles(shellDist, '/', true), serve: false });
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
      origin === config.publicOrigin ? await pages.page(origin, request.url, language) : undefined;
    if (prerendered) {
      reply.header('content-language', language);
      return sendHtml(request, reply, prerendered, ['Cookie', 'Accept-Language']);
    }
    return sendHtml(request, reply, await shellPage.page(origin, runtimeConfigFor(origin)));
  };
  app.get('/', page);
  app.get('/*', page);
}
