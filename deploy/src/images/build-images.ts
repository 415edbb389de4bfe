/**
 * `npm run images`: builds the services and front ends (Nx), lays out the image's context under .data/images, makes
 * the base image once (Node 24 on Debian, without a registry) and builds the services' image with
 * podman, tagged with the commit and `local`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { IMAGES_DIR, IMAGES_WORK_DIR, REPO_ROOT } from '../paths';
import { ensureBaseImage } from './base-image';
import { installProductionDependencies } from './install-dependencies';
import { writeImageContext } from './image-context';
import { FRONT_ENDS, IMAGE_SERVICES, LOCAL_TAG, SERVICES_IMAGE } from './image-settings';
import { missingTools, podman, podmanOutput } from './podman';

const log = (line: string) => process.stdout.write(`images | ${line}\n`);

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** The commit, marked when the work tree differs from it, so a tag never names two different builds. */
function versionTag(): string {
  const described = spawnSync('git', ['describe', '--always', '--dirty', '--abbrev=10'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return described.status === 0 ? described.stdout.trim() : 'unversioned';
}

async function buildImages(): Promise<void> {
  const missing = missingTools();
  if (missing.length)
    throw new Error(`missing ${missing.join(', ')}: apt-get install ${missing.join(' ')}`);

  log('building the services and the front ends (nx run-many -t build)');
  run('npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '-p',
    ...IMAGE_SERVICES.map((service) => `@nomada/${service}`),
    ...FRONT_ENDS.map((frontEnd) => `@nomada/${frontEnd}`),
    '--output-style=static',
  ]);

  const context = path.join(IMAGES_WORK_DIR, 'context');
  log(`laying out the context in ${path.relative(REPO_ROOT, context)}`);
  writeImageContext(REPO_ROOT, context);
  await installProductionDependencies(context);

  const base = await ensureBaseImage(log);
  const version = versionTag();
  const image = `${SERVICES_IMAGE}:${version}`;
  log(`podman build ${image} from ${base}`);
  await podman([
    'build',
    '--quiet',
    '--pull=never',
    '--build-arg',
    `BASE_IMAGE=${base}`,
    '--file',
    path.join(IMAGES_DIR, 'Containerfile'),
    '--tag',
    image,
    '--tag',
    `${SERVICES_IMAGE}:${LOCAL_TAG}`,
    context,
  ]);
  const size = Number(podmanOutput(['image', 'inspect', '--format', '{{.Size}}', image]));
  const node = podmanOutput(['run', '--rm', '--read-only', image, '--version']);
  log(`${image} (also :${LOCAL_TAG}): ${(size / 1e6).toFixed(0)} MB, node ${node}`);
}

try {
  await buildImages();
} catch (error) {
  process.stderr.write(`images: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
