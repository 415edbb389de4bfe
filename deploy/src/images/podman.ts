import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { IMAGES_DIR } from '../paths';

/**
 * podman with the settings of deploy/images/containers.conf (runc, cgroupfs, no default ulimits),
 * without touching /etc: Debian's podman fails to run containers here out of the box.
 */
export const PODMAN_ENV = { CONTAINERS_CONF: path.join(IMAGES_DIR, 'containers.conf') };

const env = () => ({ ...process.env, ...PODMAN_ENV });

/** Runs podman with its output shown; rejects naming the command when it fails. */
export function podman(args: string[], { quiet = false } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', args, {
      env: env(),
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`podman ${args[0]} exited with ${code}`)),
    );
  });
}

/** podman's standard output, trimmed; throws with its error output when it fails. */
export function podmanOutput(args: string[]): string {
  const run = spawnSync('podman', args, { env: env(), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`podman ${args.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

export const imageExists = (image: string) =>
  spawnSync('podman', ['image', 'exists', image], { env: env() }).status === 0;

const hasCommand = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** What the image scripts need that this machine lacks (Debian package names). */
export function missingTools(): string[] {
  return ['podman', 'runc', 'debootstrap'].filter((tool) => !hasCommand(tool));
}
