/**
 * `npm run release -w <remote> -- --to <folder|s3://bucket/prefix> [--publish <gateway>] [--promote]`:
 * builds the remote for one version (into a folder of its own: dist/ stays as it is), uploads the files
 * to a static origin, publishes the version to a gateway's registry and optionally makes it current.
 * `… -- --withdraw <version> --gateway <gateway>` withdraws a published version instead.
 * Run from the remote's folder (npm -w does that).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  isWithdrawal,
  parseReleaseArgs,
  parseWithdrawArgs,
  RELEASE_USAGE,
  ReleaseArgsError,
} from './release-args';
import { releaseFiles } from './release-files';
import { promoteVersion, publishVersion, withdrawVersion } from './registry-client';
import { uploadRelease } from './upload-release';

const say = (line: string) => process.stdout.write(`release | ${line}\n`);

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** `<package version>-g<commit>`, with `-dirty.<time>` when this app has uncommitted changes. */
function defaultVersion(appDir: string, packageVersion: string): string {
  let version = `${packageVersion}-g${git(['rev-parse', '--short=8', 'HEAD'], appDir)}`;
  if (git(['status', '--porcelain', '--', '.'], appDir) !== '')
    version += `-dirty.${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  return version;
}

function build(appDir: string, version: string): string {
  const out = mkdtempSync(path.join(tmpdir(), 'nomada-release-'));
  say(`building ${path.basename(appDir)} ${version} into ${out}`);
  const result = spawnSync(
    'npx',
    ['rspack', 'build', '--mode', 'production', '--config-name', 'browser', '-o', out],
    {
      cwd: appDir,
      stdio: 'inherit',
      env: { ...process.env, NOMADA_RELEASE_VERSION: version },
    },
  );
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
  return out;
}

/** The remote this folder builds: `@nomada/mf-agent` is `mf_agent`. */
function remoteOfPackage(name: string): string {
  return name.replace(/^@nomada\//, '').replace(/-/g, '_');
}

async function withdraw(appDir: string, argv: string[]): Promise<number> {
  const args = parseWithdrawArgs(argv);
  const token = process.env.REMOTE_PUBLISH_TOKEN;
  if (!token) throw new ReleaseArgsError('--withdraw needs REMOTE_PUBLISH_TOKEN');
  const { name } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    name: string;
  };
  const remote = remoteOfPackage(name);
  const when = await withdrawVersion(args.gateway, token, { remote, version: args.withdraw });
  say(`${remote} ${args.withdraw} is withdrawn on ${args.gateway} (since ${when})`);
  return 0;
}

async function main(): Promise<number> {
  const appDir = process.cwd();
  if (isWithdrawal(process.argv.slice(2))) return withdraw(appDir, process.argv.slice(2));
  const args = parseReleaseArgs(process.argv.slice(2));
  const token = process.env.REMOTE_PUBLISH_TOKEN;
  if (args.publish && !token) throw new ReleaseArgsError('--publish needs REMOTE_PUBLISH_TOKEN');
  const { version: packageVersion } = JSON.parse(
    readFileSync(path.join(appDir, 'package.json'), 'utf8'),
  ) as { version: string };
  const version = args.version ?? defaultVersion(appDir, packageVersion);

  const dist = args.build ? build(appDir, version) : path.join(appDir, 'dist');
  try {
    const { name: remote } = JSON.parse(
      readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
    ) as { name: string };
    const folder = `${remote.replace(/^mf_/, '')}/${version}`;
    const files = releaseFiles(dist);
    const uploaded = await uploadRelease(files, args.to, folder);
    say(
      `${uploaded === 'uploaded' ? 'uploaded' : 'already there:'} ${files.length} files to ${args.to}/${folder}`,
    );
    const manifest = `${args.baseUrl}/${folder}/mf-manifest.json`;
    say(`manifest: ${manifest}`);
    if (args.publish && token) {
      say(
        `${await publishVersion(args.publish, token, { remote, version, manifest })} ${remote} ${version} on ${args.publish}`,
      );
      if (args.promote) {
        await promoteVersion(args.publish, token, { remote, version });
        say(`${remote} ${version} is current on ${args.publish}`);
      }
    }
    return 0;
  } finally {
    if (args.build) rmSync(dist, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`release: ${(error as Error).message}\n`);
  if (error instanceof ReleaseArgsError) process.stderr.write(`${RELEASE_USAGE}\n`);
  process.exitCode = 1;
}
