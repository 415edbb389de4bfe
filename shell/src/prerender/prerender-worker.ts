import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { ComponentType } from 'react';
import type { RemoteName } from '@nomada/contracts';
import { initI18n, LANGUAGES, type Language } from '@nomada/i18n';
import { findRouteOwner } from '../app/route-ownership';
import { setRemoteAppLoader } from '../features/federation/remote-app';
import { markPrerenderedPage } from '../features/prerender/served-page';
import { pageDocument } from './page-document';
import { pagePrefetches, type RemoteManifest } from './page-prefetches';
import { renderPage } from './render-page';
import { installSharedRegistry } from './shared-registry';

/** What the gateway asks for (services/gateway/src/prerender/): every page of one remote. */
export type PrerenderJob = {
  /** The origin pages are linked from (canonical, hreflang, asset addresses). */
  origin: string;
  /** The shell's `dist` folder. */
  shellDist: string;
  remote: {
    name: RemoteName;
    /** The remote's `dist/server/prerender.cjs`. */
    serverEntry: string;
    /** Its `dist/mf-manifest.json` on disk, and the address the browser loads it from. */
    manifestPath: string;
    manifestUrl: string;
  };
};

export type PrerenderedPage = { path: string; language: Language; html: string };
export type PrerenderOutcome = { pages: PrerenderedPage[] } | { error: string };

/** What a remote's server build exports (mf-marketing/src/prerender/server-entry.ts). */
type RemoteServerModule = { App: ComponentType; PRERENDER_PATHS: readonly string[] };

/** Where a remote's server build takes its asset addresses from (its set-public-path module). */
const PUBLIC_PATH_GLOBAL = '__NOMADA_PRERENDER_PUBLIC_PATH__';

declare const __non_webpack_require__: NodeJS.Require;

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The shell decides what is public: a remote can only prerender its own public paths. */
function isPublicPathOf(remote: RemoteName, pagePath: string): boolean {
  // A page may be a variant of its path (`/onboarding?plan=premium`): the path decides.
  const owner = findRouteOwner(pagePath.split('?', 1)[0] ?? pagePath);
  return owner?.remote === remote && owner.access.kind === 'public';
}

export async function prerender(job: PrerenderJob): Promise<PrerenderedPage[]> {
  const remoteBase = new URL('./', job.remote.manifestUrl).href;
  installSharedRegistry();
  markPrerenderedPage();
  (globalThis as Record<string, unknown>)[PUBLIC_PATH_GLOBAL] = remoteBase;
  initI18n('en');
  const remote = __non_webpack_require__(job.remote.serverEntry) as RemoteServerModule;
  setRemoteAppLoader(async (name) => {
    if (name !== job.remote.name) throw new Error(`${name} is not prerendered here`);
    return { default: remote.App };
  });

  const template = readFileSync(path.join(job.shellDist, 'index.html'), 'utf8');
  // Both written by the shell's build (shared-ui/build-config's BootAssetsPlugin).
  const scripts = {
    wake: readJson<string[]>(path.join(job.shellDist, 'wake', 'wake-assets.json')).map(
      (file) => `wake/${file}`,
    ),
    prefetch: pagePrefetches({
      bootChunks: readJson<string[]>(path.join(job.shellDist, 'boot-assets.json')),
      remoteManifest: readJson<RemoteManifest>(job.remote.manifestPath),
      remoteManifestUrl: job.remote.manifestUrl,
      remoteBase,
    }),
  };

  const pages: PrerenderedPage[] = [];
  for (const pagePath of remote.PRERENDER_PATHS.filter((p) => isPublicPathOf(job.remote.name, p))) {
    for (const language of LANGUAGES) {
      const page = await renderPage(pagePath, language);
      if (!page.head) throw new Error(`${pagePath} declared no title (usePageMeta)`);
      pages.push({
        path: pagePath,
        language,
        html: pageDocument({
          template,
          html: page.html,
          styles: page.styles,
          head: page.head,
          data: { remote: job.remote.name, language, catalogues: page.catalogues },
          path: pagePath,
          origin: job.origin,
          languages: LANGUAGES,
          scripts,
        }),
      });
    }
  }
  return pages;
}

if (parentPort && workerData) {
  const port = parentPort;
  prerender(workerData as PrerenderJob).then(
    (pages) => port.postMessage({ pages } satisfies PrerenderOutcome),
    (error: unknown) =>
      port.postMessage({
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies PrerenderOutcome),
  );
}
