import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Compiler } from '@rspack/core';
import { SHARED_FALLBACK_DIR } from './common-config';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|vtt|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * What a page loads gets zopfli's gzip: 3–4% smaller than zlib's best for the same format, at about
 * a second per 100 KB of build time. Source maps (never served publicly) and the shared packages'
 * whole copies (loaded only when a trimmed copy falls short) keep zlib's, which is instant.
 */
const PAGE_ASSET = /\.(js|mjs|css|html)$/;
const isRarelyServed = (file: string) => file.split(/[\\/]/).includes(SHARED_FALLBACK_DIR);

const gzipFor = (file: string, source: Buffer) =>
  PAGE_ASSET.test(file) && !isRarelyServed(file)
    ? zopfliGzip(source, { numiterations: 1 })
    : gzipAsync(source, { level: 9 });

/** The prerenderer's build is read from disk by the gateway, never sent to browsers. */
const NOT_SERVED = new Set(['server']);

async function* filesUnder(dir: string, top = true): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(top && NOT_SERVED.has(entry.name))) yield* filesUnder(full, false);
    } else yield full;
  }
}

/** Writes `.gz` and `.br` beside one file when compression pays off. */
export async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [gz, br] = await Promise.all([
    gzipFor(file, source),
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  ]);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
}

/**
 * Production builds ship gzip and brotli copies of every text asset, so the gateway serves
 * compressed files without compressing on each request (its static handler picks them by
 * Accept-Encoding).
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('NomadaPrecompress', async () => {
      const outputPath = compiler.options.output.path;
      if (!outputPath) return;
      const work: Promise<void>[] = [];
      for await (const file of filesUnder(outputPath)) {
        if (!COMPRESSIBLE.test(file)) continue;
        if ((await stat(file)).size < MIN_BYTES) continue;
        work.push(precompressFile(file));
      }
      await Promise.all(work);
    });
  }
}
