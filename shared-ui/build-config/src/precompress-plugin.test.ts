import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFile } from './precompress-plugin';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompressFile', () => {
  it('writes gzip and brotli copies that decompress to the original', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    const file = path.join(dir, 'main.abc123.js');
    const source = 'export const greeting = "hola";\n'.repeat(200);
    await writeFile(file, source);
    await precompressFile(file);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(source);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(source);
  });

  it('gives what pages load a smaller gzip than zlib at its best, and leaves source maps to zlib', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    const source = Array.from(
      { length: 400 },
      (_, i) => `export const v${i} = "${'ab'.repeat(i % 17)}";`,
    ).join('\n');
    const script = path.join(dir, 'chunk.js');
    const map = path.join(dir, 'chunk.js.map');
    await writeFile(script, source);
    await writeFile(map, source);
    await precompressFile(script);
    await precompressFile(map);
    const zlibBest = gzipSync(source, { level: 9 }).length;
    const scriptGz = await readFile(`${script}.gz`);
    expect(gunzipSync(scriptGz).toString()).toBe(source);
    expect(scriptGz.length).toBeLessThan(zlibBest);
    expect((await readFile(`${map}.gz`)).length).toBe(zlibBest);
  });
});
