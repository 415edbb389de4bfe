import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { afterEach, describe, expect, it } from 'vitest';
import { WAKE_DIR } from './common-config';
import { createWakeConfig } from './create-wake-config';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

function build(config: ReturnType<typeof createWakeConfig>): Promise<void> {
  return new Promise((resolve, reject) =>
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

describe('createWakeConfig', () => {
  it('writes the production script without naming its source map, which is never served', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wake-config-'));
    await writeFile(path.join(dir, 'wake.ts'), 'document.title = String(Date.now());\n');
    await build(createWakeConfig({ dirname: dir, entry: './wake.ts', mode: 'production' }));

    const files = await readdir(path.join(dir, 'dist', WAKE_DIR));
    const script = files.find((file) => /^wake\.[0-9a-f]+\.js$/.test(file));
    expect(script).toBeDefined();
    expect(files).toContain(`${script}.map`);
    const source = await readFile(path.join(dir, 'dist', WAKE_DIR, script!), 'utf8');
    expect(source).toContain('document.title');
    expect(source).not.toMatch(/sourceMappingURL/);
  }, 60_000);
});
