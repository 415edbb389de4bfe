import type { Page } from '@playwright/test';
import { launchChromium } from './bench-chromium';
import { startPage } from '../src/page-live';

export type JsPart = { files: number; gzipBytes: number; brotliBytes: number };
export type JsOwner = 'shell' | 'remote' | 'shared';
export type JsBreakdown = Record<JsOwner, JsPart>;
/** One downloaded script, for the per-file listing of `npm run bench:js`. */
export type JsFile = { path: string; owner: JsOwner; gzipBytes: number };

export type FirstVisit = {
  /** Path opened in a fresh browser, `/` unless told. */
  path?: string;
  /** Session cookies (`name=value; …`) for a signed-in first load. */
  cookies?: string;
  /** Waits until the page is there (default: its level-1 heading). */
  ready?: (page: Page) => Promise<void>;
};

type Manifest = {
  shared?: {
    assets: { js: { sync: string[]; async: string[] } };
    fallback?: string;
  }[];
};

const MANIFESTS = [
  '/mf-manifest.json',
  '/remotes/marketing/mf-manifest.json',
  '/remotes/applicant/mf-manifest.json',
  '/remotes/agent/mf-manifest.json',
];

/** Every chunk any app lists as holding a shared package (react, Chakra, our stores…). */
async function sharedChunkUrls(baseUrl: string): Promise<Set<string>> {
  const urls = new Set<string>();
  for (const manifestPath of MANIFESTS) {
    const response = await fetch(`${baseUrl}${manifestPath}`);
    if (!response.ok) continue;
    const manifest = (await response.json()) as Manifest;
    const folder = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
    for (const shared of manifest.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        urls.add(`${folder}${file}`);
    }
  }
  return urls;
}

export async function compressedSize(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  // Node's fetch would decode the body; read the bytes as they travel instead.
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => resolve(size));
    });
    req.on('error', reject);
    req.end();
  });
}

function cookieList(baseUrl: string, cookies: string) {
  return cookies
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    });
}

/**
 * The paths of every script a fresh browser downloads until the page is ready and the network idle.
 * A prerendered page's scripts start at the first interaction: the visit makes one (a pointer move)
 * and waits until the page is live, so everything the page ever needs up front is counted, including
 * what the wake script fetched ahead.
 */
export async function scriptsOfFirstVisit(
  baseUrl: string,
  visit: FirstVisit = {},
): Promise<string[]> {
  const browser = await launchChromium();
  const scripts = new Set<string>();
  try {
    const context = await browser.newContext();
    if (visit.cookies) await context.addCookies(cookieList(baseUrl, visit.cookies));
    const page = await context.newPage();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const type = response.request().resourceType();
      if (type === 'script' || (type === 'fetch' && pathname.endsWith('.js')))
        scripts.add(pathname);
    });
    await page.goto(`${baseUrl}${visit.path ?? '/'}`);
    await (visit.ready ?? ((p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor()))(
      page,
    );
    await page.waitForLoadState('networkidle');
    // A prerendered page loads the rest of its JavaScript at the first interaction.
    await startPage(page);
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
  }
  return [...scripts];
}

/**
 * Chunks the manifests list as holding a shared package, and the shell's other copies of them: the
 * whole packages Module Federation builds as fallbacks and the signed-in copies (decision 063).
 */
function isSharedCopy(script: string, listed: ReadonlySet<string>): boolean {
  return (
    listed.has(script) ||
    script.startsWith('/independent-packages/') ||
    script.startsWith('/copies/packages/')
  );
}

/** Loads a page in Chromium with an empty cache and sorts the scripts it downloads by owner. */
export async function measureFirstVisitJs(
  baseUrl: string,
  visit: FirstVisit = {},
): Promise<JsBreakdown & { list: JsFile[] }> {
  const scripts = await scriptsOfFirstVisit(baseUrl, visit);
  const shared = await sharedChunkUrls(baseUrl);
  const breakdown: JsBreakdown = {
    shell: { files: 0, gzipBytes: 0, brotliBytes: 0 },
    remote: { files: 0, gzipBytes: 0, brotliBytes: 0 },
    shared: { files: 0, gzipBytes: 0, brotliBytes: 0 },
  };
  const list: JsFile[] = [];
  for (const script of scripts) {
    const owner = isSharedCopy(script, shared)
      ? 'shared'
      : script.startsWith('/remotes/')
        ? 'remote'
        : 'shell';
    const gzipBytes = await compressedSize(`${baseUrl}${script}`, 'gzip');
    breakdown[owner].files += 1;
    breakdown[owner].gzipBytes += gzipBytes;
    breakdown[owner].brotliBytes += await compressedSize(`${baseUrl}${script}`, 'br');
    list.push({ path: script, owner, gzipBytes });
  }
  return { ...breakdown, list };
}

export function totalOf(breakdown: JsBreakdown): JsPart {
  return (['shell', 'remote', 'shared'] as const).reduce(
    (sum, owner) => ({
      files: sum.files + breakdown[owner].files,
      gzipBytes: sum.gzipBytes + breakdown[owner].gzipBytes,
      brotliBytes: sum.brotliBytes + breakdown[owner].brotliBytes,
    }),
    { files: 0, gzipBytes: 0, brotliBytes: 0 },
  );
}
