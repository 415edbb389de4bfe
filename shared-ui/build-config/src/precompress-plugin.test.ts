import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
});
