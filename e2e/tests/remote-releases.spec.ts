import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseEnv } from '@nomada/infra/database-access';
import { startIsolatedPlatform, type IsolatedPlatform } from '@nomada/infra/isolated-platform';
import { HIGHEST_PORT_OFFSET } from '@nomada/infra/replicas';
import type { Page } from '@playwright/test';
import { startStaticOrigin, type StaticOrigin } from '../src/support/static-origin';
import { e2eEnv } from '../src/support/env';
import { expect, test } from './fixtures';

/*
 * A team releases the agent workspace alone: two builds of mf-agent (each shows its version on the
 * settings page) go to a static origin on another port, are published to the registry, previewed in
 * one tab, promoted and rolled back, with no restart of anything; then the origin goes down. The
 * releases run against a platform of their own, so the other browser tests never see them.
 */
test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const token = randomBytes(24).toString('hex');
const run = randomBytes(3).toString('hex');
const v1 = `e2e-${run}-1`;
const v2 = `e2e-${run}-2`;
const agent = { email: `release-agent-${run}@nomada-e2e.test`, password: 'AgentPass1!' };

let platform: IsolatedPlatform;
let origin: StaticOrigin;
let releases: string;

/** `npm run release` as a team runs it; not spawnSync: the static origin serves from this process. */
async function releaseCommand(what: string, args: string[]): Promise<void> {
  const child = spawn('npm', ['run', 'release', '-w', '@nomada/mf-agent', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, REMOTE_PUBLISH_TOKEN: token },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${what} failed:\n${output}`);
}

const release = (version: string, promote: boolean) =>
  releaseCommand(`release ${version}`, [
    ...['--to', releases, '--base-url', origin.url, '--version', version],
    ...['--publish', platform.baseUrl, ...(promote ? ['--promote'] : [])],
  ]);

/** Asks to make `version` current, from the registry as it is now. */
async function moveCurrent(version: string): Promise<Response> {
  const registry = await fetch(`${platform.baseUrl}/api/remotes`);
  return fetch(`${platform.baseUrl}/api/remotes/mf_agent/current`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'if-match': registry.headers.get('etag') ?? '',
    },
    body: JSON.stringify({ version }),
  });
}

async function promote(version: string): Promise<void> {
  expect((await moveCurrent(version)).status).toBe(200);
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${platform.baseUrl}/login`);
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill(agent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard/);
}

const versionLine = (page: Page) => page.getByText(/^Agent workspace version /);

test.beforeAll(async () => {
  test.setTimeout(900_000);
  // Above every port of the suite's platform, whose second instances (REPLICAS=2) use PORT+21…24.
  const port = e2eEnv.port + HIGHEST_PORT_OFFSET + 1;
  // Free in this platform too: its instance n ≥ 2 listens on PORT + 10·n + offset.
  const originPort = port + 10;
  platform = await startIsolatedPlatform({
    port,
    // Not `e2e`: the other specs find their run's database by that label.
    label: 'releases',
    env: {
      REMOTE_PUBLISH_TOKEN: token,
      REMOTE_ORIGINS: `http://127.0.0.1:${originPort}`,
      PREVIEW_ENABLED: 'true',
      REGISTRY_POLL_MS: '1000',
      RATE_LIMIT_MAX: '10000',
    },
  });
  const created = spawnSync(
    'npx',
    [
      'tsx',
      'services/identity/src/cli/create-agent.ts',
      ...['--email', agent.email, '--password', agent.password],
      ...['--first-name', 'Rene', '--last-name', 'Release'],
    ],
    {
      cwd: repoRoot,
      env: { ...platform.env, ...databaseEnv('identity', platform.database) },
      encoding: 'utf8',
    },
  );
  if (created.status !== 0) throw new Error(`create-agent failed: ${created.stderr}`);
  releases = mkdtempSync(path.join(tmpdir(), 'nomada-e2e-releases-'));
  origin = await startStaticOrigin(releases, originPort);
  await release(v1, true);
  await release(v2, false);
});

test.afterAll(async () => {
  await origin?.close();
  await platform?.stop();
  if (releases) rmSync(releases, { recursive: true, force: true });
});

test('a published version is previewed in one tab while another keeps the current one', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const previewTab = await context.newPage();
  await signIn(previewTab);
  await previewTab.goto(`${platform.baseUrl}/agent/settings?preview=mf_agent:${v2}`);
  await expect(
    previewTab.getByRole('status').filter({ hasText: 'Preview in this tab' }),
  ).toHaveText(new RegExp(`mf_agent version ${v2}`));
  await expect(versionLine(previewTab)).toHaveText(`Agent workspace version ${v2}`);
  // The preview stays with the tab, not in the address bar.
  expect(previewTab.url()).not.toContain('preview=');
  await previewTab.reload();
  await expect(versionLine(previewTab)).toHaveText(`Agent workspace version ${v2}`);

  const otherTab = await context.newPage();
  await otherTab.goto(`${platform.baseUrl}/agent/settings`);
  await expect(versionLine(otherTab)).toHaveText(`Agent workspace version ${v1}`);
  await expect(otherTab.getByText('Preview in this tab')).toHaveCount(0);

  await previewTab.getByRole('button', { name: 'Exit preview' }).click();
  await expect(versionLine(previewTab)).toHaveText(`Agent workspace version ${v1}`);
  await context.close();
});

test('an unknown version is refused with a message', async ({ page }) => {
  await signIn(page);
  await page.goto(`${platform.baseUrl}/agent/settings?preview=mf_agent:never-published`);
  await expect(page.getByRole('alert')).toContainText(
    'mf_agent has no published version never-published',
  );
  await expect(versionLine(page)).toHaveText(`Agent workspace version ${v1}`);
});

test('promoting reaches every visitor’s next page load, and a rollback is gone within 5 s', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${platform.baseUrl}/agent/settings`);
  await expect(versionLine(page)).toHaveText(`Agent workspace version ${v1}`);

  await promote(v2);
  await page.reload();
  await expect(versionLine(page)).toHaveText(`Agent workspace version ${v2}`);

  await promote(v1);
  const rolledBack = Date.now();
  await expect
    .poll(
      async () => {
        const remotes = await (await fetch(`${platform.baseUrl}/remotes.json`)).json();
        return (remotes as { mf_agent: string }).mf_agent;
      },
      { timeout: 5_000 },
    )
    .toContain(`/agent/${v1}/`);
  expect(Date.now() - rolledBack).toBeLessThan(5_000);
  await page.reload();
  await expect(versionLine(page)).toHaveText(`Agent workspace version ${v1}`);
});

test('a withdrawn version is refused with a message, in English and Spanish', async ({
  browser,
}) => {
  await releaseCommand(`withdrawing ${v2}`, ['--withdraw', v2, '--gateway', platform.baseUrl]);
  const messages = {
    en: `Preview refused: mf_agent version ${v2} was withdrawn.`,
    es: `Vista previa rechazada: la versión ${v2} de mf_agent fue retirada.`,
  };
  for (const language of ['en', 'es'] as const) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'nomada_lang', value: language, url: platform.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/login?preview=mf_agent:${v2}`);
    await expect(page.getByRole('alert')).toContainText(messages[language]);
    await expect(page.getByRole('status').filter({ hasText: v2 })).toHaveCount(0);
    await context.close();
  }
  // Nor can it be made current again.
  const answer = await moveCurrent(v2);
  expect(answer.status).toBe(409);
  expect(((await answer.json()) as { code: string }).code).toBe('version_withdrawn');
});

test('with the release origin down, the shell still stands', async ({ page }) => {
  await signIn(page);
  await origin.close();
  await page.goto(`${platform.baseUrl}/agent/settings`);
  await expect(
    page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // The public pages, from the gateway's own marketing build, are untouched.
  await page.goto(`${platform.baseUrl}/pricing`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
