import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { compressHtml, type CompressedHtml } from './compressed-html';
import { withRuntimeConfig } from './runtime-config-script';

/**
 * The shell's index.html for every page that is not prerendered, with the runtime configuration
 * written in (runtime-config-script.ts); made again when a shell release replaces it or a remote's
 * current version changes.
 */
export class ShellPage {
  /** One page per configured origin: the latest release and runtime configuration it was made with. */
  private cache = new Map<
    string,
    { stamp: string; runtimeConfig: string; page: Promise<CompressedHtml> }
  >();

  constructor(private readonly shellDist: string) {}

  async page(origin: string, runtimeConfig: string): Promise<CompressedHtml> {
    const file = path.join(this.shellDist, 'index.html');
    const { size, mtimeMs } = await stat(file);
    const stamp = `${size}:${mtimeMs}`;
    const known = this.cache.get(origin);
    if (known?.stamp === stamp && known.runtimeConfig === runtimeConfig) return known.page;
    const page = readFile(file, 'utf8').then((html) =>
      compressHtml(withRuntimeConfig(html, runtimeConfig)),
    );
    this.cache.set(origin, { stamp, runtimeConfig, page });
    page.catch(() => this.cache.delete(origin));
    return page;
  }
}
