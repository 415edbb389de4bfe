import { parseArgs } from 'node:util';

export type ReleaseArgs = {
  /** A folder, or `s3://bucket[/prefix]`. */
  to: string;
  /** The URL `to` is served at; a path (`/releases`) means the gateway's own origin. */
  baseUrl: string;
  version: string | undefined;
  /** The gateway to publish to, when given. */
  publish: string | undefined;
  promote: boolean;
  build: boolean;
};

export class ReleaseArgsError extends Error {}

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const RELEASE_USAGE = `usage: npm run release -w <remote> -- --to <folder|s3://bucket/prefix> [options]
       npm run release -w <remote> -- --withdraw <version> --gateway <gateway>
  --to <folder|s3://…>   where the built files go (a static origin)
  --base-url <url>       the URL that folder or bucket is served at (default /releases: the gateway
                         serves its RELEASES_DIR there, so use it with --to <RELEASES_DIR>)
  --version <version>    the version's name (default <package version>-g<commit>[-dirty.<time>])
  --publish <gateway>    publish the version to that gateway's registry (REMOTE_PUBLISH_TOKEN)
  --promote              make it the current version once published
  --no-build             release dist/ as it is instead of building it for this version
  --withdraw <version>   withdraw a published version from that gateway's registry
                         (REMOTE_PUBLISH_TOKEN): never previewed or made current again`;

/** `--withdraw <version> --gateway <origin>`: what to take back, and where. */
export type WithdrawArgs = { withdraw: string; gateway: string };

const GATEWAY = /^https?:\/\/[^/\s]+\/?$/;

/** True when the command withdraws rather than releases. */
export const isWithdrawal = (argv: readonly string[]) =>
  argv.some((arg) => arg === '--withdraw' || arg.startsWith('--withdraw='));

/** Reads `npm run release -- --withdraw …` arguments; nothing else goes with them. */
export function parseWithdrawArgs(argv: readonly string[]): WithdrawArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { withdraw: { type: 'string' }, gateway: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ReleaseArgsError(`${(error as Error).message} (with --withdraw, only --gateway)`);
  }
  const { withdraw, gateway } = values;
  if (withdraw === undefined || !VERSION.test(withdraw))
    throw new ReleaseArgsError(
      `--withdraw ${withdraw ?? ''}: letters, digits, . _ - (64 at most), starting with a letter or digit`,
    );
  if (gateway === undefined) throw new ReleaseArgsError('--withdraw needs --gateway <gateway>');
  if (!GATEWAY.test(gateway))
    throw new ReleaseArgsError(`--gateway ${gateway}: expected the gateway's origin`);
  return { withdraw, gateway: gateway.replace(/\/$/, '') };
}

/** Reads `npm run release` arguments; every mistake is one clear message. */
export function parseReleaseArgs(argv: readonly string[]): ReleaseArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        to: { type: 'string' },
        'base-url': { type: 'string' },
        version: { type: 'string' },
        publish: { type: 'string' },
        promote: { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ReleaseArgsError((error as Error).message);
  }
  const to = values.to;
  if (!to) throw new ReleaseArgsError('--to is required');
  const s3 = to.startsWith('s3://');
  if (s3 && !/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._/-]*)?$/.test(to))
    throw new ReleaseArgsError(`--to ${to}: expected s3://bucket or s3://bucket/prefix`);
  const baseUrl = (values['base-url'] ?? (s3 ? undefined : '/releases'))?.replace(/\/+$/, '');
  if (baseUrl === undefined)
    throw new ReleaseArgsError(
      '--base-url is required with an s3:// target (the bucket’s public URL)',
    );
  if (!baseUrl.startsWith('/') && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(baseUrl))
    throw new ReleaseArgsError(`--base-url ${baseUrl}: expected an http(s) URL or a /path`);
  if (values.version !== undefined && !VERSION.test(values.version))
    throw new ReleaseArgsError(
      `--version ${values.version}: letters, digits, . _ - (64 at most), starting with a letter or digit`,
    );
  if (values.publish !== undefined && !GATEWAY.test(values.publish))
    throw new ReleaseArgsError(`--publish ${values.publish}: expected the gateway's origin`);
  if (values.promote && values.publish === undefined)
    throw new ReleaseArgsError('--promote needs --publish <gateway>');
  return {
    to,
    baseUrl,
    version: values.version,
    publish: values.publish?.replace(/\/$/, ''),
    promote: values.promote,
    build: !values['no-build'],
  };
}
