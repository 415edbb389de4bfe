import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildService, serviceEntryPoints } from './bundle-service';

function fakeService(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'service-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('package.json', '{"type":"module"}');
  write(
    'src/server.ts',
    "import Fastify from 'fastify';\nimport { port } from './port';\nexport const app = Fastify();\nexport { port };\n",
  );
  write('src/port.ts', 'export const port: number = 4242;\n');
  write('src/worker.ts', "import { Worker } from 'bullmq';\nexport { Worker };\n");
  write('src/cli/migrate.ts', 'export const migrate = 1;\n');
  write('src/cli/migrate.test.ts', 'export {};\n');
  return dir;
}

describe('service bundling', () => {
  it('finds server, worker and CLI entry points, never tests', () => {
    expect(serviceEntryPoints(fakeService())).toEqual([
      'src/server.ts',
      'src/worker.ts',
      'src/cli/migrate.ts',
    ]);
  });

  it('inlines own code, keeps npm packages external, and writes ESM with source maps', async () => {
    const dir = fakeService();
    await buildService(dir);
    const server = readFileSync(path.join(dir, 'dist', 'server.js'), 'utf8');
    expect(server).toMatch(/from "fastify"/);
    expect(server).toContain('4242');
    expect(server).toContain('createRequire');
    expect(readFileSync(path.join(dir, 'dist', 'worker.js'), 'utf8')).toMatch(/from "bullmq"/);
    expect(readFileSync(path.join(dir, 'dist', 'cli', 'migrate.js'), 'utf8')).toContain('migrate');
    expect(readFileSync(path.join(dir, 'dist', 'server.js.map'), 'utf8')).toContain('port.ts');
  });
});
