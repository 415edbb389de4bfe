import { chromium } from '@playwright/test';

export type JsBreakdown = Record<
  'shell' | 'remote' | 'shared',
  { files: number; gzipBytes: number; brotliBytes: number }
>;

type Manifest = { shared?: { assets: { js: { sync: string[]; async: string[] } } }[] };

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

async function compressedSize(url: string, encoding: 'gzip' | 'br'): Promise<number> {
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

/** Loads `/` in Chromium with an empty cache and sorts the scripts it downloads by owner. */
export async function measureFirstVisitJs(baseUrl: string): Promise<JsBreakdown> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
  }
  const shared = await sharedChunkUrls(baseUrl);
  const breakdown: JsBreakdown = {
    shell: { files: 0, gzipBytes: 0, brotliBytes: 0 },
    remote: { files: 0, gzipBytes: 0, brotliBytes: 0 },
    shared: { files: 0, gzipBytes: 0, brotliBytes: 0 },
  };
  for (const script of scripts) {
    const owner = shared.has(script)
      ? 'shared'
      : script.startsWith('/remotes/')
        ? 'remote'
        : 'shell';
    breakdown[owner].files += 1;
    breakdown[owner].gzipBytes += await compressedSize(`${baseUrl}${script}`, 'gzip');
    breakdown[owner].brotliBytes += await compressedSize(`${baseUrl}${script}`, 'br');
  }
  return breakdown;
}
