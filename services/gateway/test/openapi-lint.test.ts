import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';

type Problem = {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
};

const redoclyCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin',
  'cli.js',
);

/** `redocly lint --extends=recommended` on the document the gateway serves, as JSON problems. */
function lint(document: object): { status: number | null; problems: Problem[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const run = spawnSync(
      process.execPath,
      [redoclyCli, 'lint', file, '--extends=recommended', '--format=json'],
      {
        cwd: dir,
        encoding: 'utf8',
        // No usage reports or update checks from a test run.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 60_000,
      },
    );
    const report = JSON.parse(run.stdout) as { problems: Problem[] };
    return { status: run.status, problems: report.problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const described = (problems: Problem[]) =>
  problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);

describe('the OpenAPI document under redocly lint (recommended rules)', () => {
  it('has no error and no warning', () => {
    const { status, problems } = lint(buildOpenApiDocument());
    expect(described(problems)).toEqual([]);
    expect(status).toBe(0);
  }, 60_000);

  it('reports what the rules catch (the lint really runs)', () => {
    const { servers: _servers, ...withoutServers } = buildOpenApiDocument();
    const { status, problems } = lint(withoutServers);
    expect(described(problems)).toContain('error no-empty-servers: Servers must be present.');
    expect(status).not.toBe(0);
  }, 60_000);
});
