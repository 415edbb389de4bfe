import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Language, RemoteName } from '@nomada/contracts';
import { compressHtml, type CompressedHtml } from './compressed-html';
import type { PrerenderedPage, PrerenderJob } from './render-worker';
import { pageVariant } from './page-variant';

/** A remote served from a local `dist` that ships a server build (`dist/server/prerender.cjs`). */
export type PrerenderSource = {
  remote: RemoteName;
  dist: string;
  /** Where this gateway serves that dist: `/remotes/marketing/`. */
  urlPath: string;
};

export type PrerenderedPagesOptions = {
  shellDist: string;
  sources: readonly PrerenderSource[];
  log: FastifyBaseLogger;
  /** How long a page request waits for a render under way before it gets the plain shell. */
  waitMs: number;
  render: (workerFile: string, job: PrerenderJob) => Promise<PrerenderedPage[]>;
  /** What the gateway adds to each rendered page for `origin` (the runtime configuration). */
  finish: (html: string, origin: string) => string;
  /**
   * The remote versions the pages are rendered for: a change (a promotion, a rollback) is a release,
   * and a remote served from elsewhere now is not rendered here (its server build is not ours).
   */
  releasedRemotes?: () => { id: string; local: (remote: PrerenderSource['remote']) => boolean };
};

type Release = { id: string; sources: PrerenderSource[] };
type Render = { release: string; pages: Promise<Map<string, CompressedHtml>>; failed?: boolean };

const SERVER_ENTRY = path.join('server', 'prerender.cjs');
/** A release is looked for at most this often; a look is a few `stat` calls. */
const RELEASE_CHECK_MS = 2000;
/** After a failed render, the same release is tried again after this long (a log line each time). */
const RETRY_AFTER_MS = 60_000;

const pageKey = (pagePath: string, language: Language) => `${language} ${pagePath}`;

function fileStamp(file: string): string | undefined {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/**
 * The prerendered public pages (docs/decisions/009): rendered by the shell's own prerenderer with
 * each remote's own server build, again whenever either is released (their files change), and
 * kept here per origin, compressed, until the next release.
 */
export class PrerenderedPages {
  private renders = new Map<string, Render>();
  private release: { value: Release | undefined; checkedAt: number } = {
    value: undefined,
    checkedAt: -Infinity,
  };
  private failedAt = new Map<string, number>();
  /** The paths the last finished render had: other pages need not wait for a render under way. */
  private knownPaths: Set<string> | undefined;

  constructor(private readonly options: PrerenderedPagesOptions) {}

  /**
   * What is released now: the shell's page and prerenderer, and each remote that ships a server
   * build, with its manifest. A change of any of these files is a release.
   */
  private currentRelease(): Release | undefined {
    const now = Date.now();
    if (now - this.release.checkedAt < RELEASE_CHECK_MS) return this.release.value;
    const { shellDist } = this.options;
    const shell = [path.join(shellDist, 'index.html'), path.join(shellDist, SERVER_ENTRY)].map(
      fileStamp,
    );
    const released = this.options.releasedRemotes?.();
    const sources = this.options.sources
      .filter((source) => released?.local(source.remote) ?? true)
      .map((source) => ({
        source,
        stamps: [
          fileStamp(path.join(source.dist, 'mf-manifest.json')),
          fileStamp(path.join(source.dist, SERVER_ENTRY)),
        ],
      }))
      .filter(({ stamps }) => stamps.every(Boolean));
    const value =
      shell.every(Boolean) && sources.length > 0
        ? {
            id: [...shell, ...sources.flatMap(({ stamps }) => stamps), released?.id ?? ''].join(
              '|',
            ),
            sources: sources.map(({ source }) => source),
          }
        : undefined;
    this.release = { value, checkedAt: now };
    return value;
  }

  private async renderAll(
    origin: string,
    sources: readonly PrerenderSource[],
  ): Promise<Map<string, CompressedHtml>> {
    const { shellDist, render, log, finish } = this.options;
    const started = Date.now();
    const pages = new Map<string, CompressedHtml>();
    for (const source of sources) {
      const rendered = await render(path.join(shellDist, SERVER_ENTRY), {
        origin,
        shellDist,
        remote: {
          name: source.remote,
          serverEntry: path.join(source.dist, SERVER_ENTRY),
          manifestPath: path.join(source.dist, 'mf-manifest.json'),
          manifestUrl: `${origin}${source.urlPath}mf-manifest.json`,
        },
      });
      for (const page of rendered)
        pages.set(pageKey(page.path, page.language), await compressHtml(finish(page.html, origin)));
    }
    this.knownPaths = new Set([...pages.keys()].map((key) => key.slice(key.indexOf(' ') + 1)));
    log.info({ origin, pages: pages.size, ms: Date.now() - started }, 'pages prerendered');
    return pages;
  }

  /** Starts rendering the current release for `origin` unless it is done or under way. */
  private renderFor(origin: string): Render | undefined {
    const release = this.currentRelease();
    if (!release) return undefined;
    const known = this.renders.get(origin);
    if (known?.release === release.id && !known.failed) return known;
    const attempt = `${origin} ${release.id}`;
    const failedAt = this.failedAt.get(attempt);
    if (failedAt !== undefined && Date.now() - failedAt < RETRY_AFTER_MS) return undefined;
    const next: Render = { release: release.id, pages: this.renderAll(origin, release.sources) };
    next.pages.catch((error: unknown) => {
      next.failed = true;
      this.failedAt.set(attempt, Date.now());
      this.options.log.error(
        { err: error, origin },
        'prerendering failed; pages are served unrendered',
      );
    });
    this.renders.set(origin, next);
    return next;
  }

  /** Renders ahead of the first visitor. */
  warmUp(origin: string): void {
    this.renderFor(origin);
  }

  /**
   * The page at `url` (its path, or a variant rendered with its query) in `language`, waiting a little for a render under way; undefined when
   * the path is not prerendered, or the render is not ready (the shell then renders it in the browser).
   */
  async page(origin: string, url: string, language: Language): Promise<CompressedHtml | undefined> {
    const render = this.renderFor(origin);
    const pagePath = pageVariant(url, (variant) => this.knownPaths?.has(variant) ?? false);
    if (!render || (this.knownPaths && !this.knownPaths.has(pagePath))) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.options.waitMs);
    });
    try {
      const pages = await Promise.race([render.pages.catch(() => undefined), late]);
      return pages?.get(pageKey(pagePath, language));
    } finally {
      clearTimeout(timer);
    }
  }
}
