import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { IMAGES_DIR, IMAGES_WORK_DIR } from '../paths';
import { imageExists, podman, PODMAN_ENV } from './podman';
import { NODE_VERSION } from './image-settings';

const BASE_SCRIPT = path.join(IMAGES_DIR, 'build-base.sh');

/** Named after what makes it: Node's version and the script's content, so a change makes a new one. */
export function baseImageTag(): string {
  const script = createHash('sha256').update(readFileSync(BASE_SCRIPT)).digest('hex').slice(0, 10);
  return `localhost/nomada-node-base:${NODE_VERSION}-bookworm-${script}`;
}

const runScript = (tag: string, workDir: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('bash', [BASE_SCRIPT, tag, NODE_VERSION, workDir], {
      env: { ...process.env, ...PODMAN_ENV },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build-base.sh exited with ${code}`)),
    );
  });

/**
 * The base image, made once: taken from podman's store when there, else loaded from the archive kept
 * under .data/images, else built by build-base.sh (debootstrap, about 30 s here) and archived.
 */
export async function ensureBaseImage(log: (line: string) => void): Promise<string> {
  const tag = baseImageTag();
  if (imageExists(tag)) {
    log(`base image ${tag} is there`);
    return tag;
  }
  mkdirSync(IMAGES_WORK_DIR, { recursive: true });
  const archive = path.join(IMAGES_WORK_DIR, `${tag.split(':')[1]}.tar`);
  if (existsSync(archive)) {
    log(`loading base image ${tag} from ${path.relative(process.cwd(), archive)}`);
    await podman(['load', '--quiet', '--input', archive], { quiet: true });
    if (imageExists(tag)) return tag;
  }
  log(`building base image ${tag}`);
  await runScript(tag, path.join(IMAGES_WORK_DIR, 'base'));
  const partial = `${archive}.partial`;
  rmSync(partial, { force: true });
  await podman(['save', '--quiet', '--output', partial, tag], { quiet: true });
  renameSync(partial, archive);
  return tag;
}
