import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints-plugin';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function buildFixture(): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
  const i18next = path.join(dir, 'node_modules', 'i18next');
  await mkdir(i18next, { recursive: true });
  await writeFile(path.join(i18next, 'package.json'), '{"name":"i18next","main":"index.js"}');
  await writeFile(path.join(i18next, 'index.js'), 'export const t = (key) => `[${key}]`;\n');
  await writeFile(path.join(dir, 'page.js'), 'export const page = () => document.title;\n');
  await writeFile(
    path.join(dir, 'main.js'),
    [
      "import('i18next').then(({ t }) => { document.title = t('hello'); });",
      "import('./page.js').then(({ page }) => page());",
    ].join('\n'),
  );
  await new Promise<void>((resolve, reject) =>
    rspack({
      mode: 'production',
      context: dir,
      entry: { main: './main.js' },
      devtool: 'source-map',
      output: { path: path.join(dir, 'dist'), chunkFilename: '[name].js' },
      plugins: [new CompileHintsPlugin()],
    }).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
  return path.join(dir, 'dist');
}

describe('CompileHintsPlugin', () => {
  it('puts the hint first in chunks of packages run at start only, after minifying, with maps that still match', async () => {
    const dist = await buildFixture();
    const scripts = (await readdir(dist)).filter((file) => file.endsWith('.js'));
    const read = (file: string) => readFile(path.join(dist, file), 'utf8');

    const vendor: string[] = [];
    for (const file of scripts) if ((await read(file)).includes('[${')) vendor.push(file);
    expect(vendor).toHaveLength(1);
    expect(await read(vendor[0]!)).toMatch(new RegExp(`^${COMPILE_HINT}\\S`));

    const ownCode = scripts.filter((file) => file !== vendor[0]);
    expect(ownCode.length).toBeGreaterThan(0);
    for (const file of ownCode) expect(await read(file)).not.toContain('allFunctionsCalledOnLoad');

    // The hint is one line more at the top: the map's first line maps nothing.
    const map = JSON.parse(await read(`${vendor[0]}.map`)) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  }, 60_000);
});
