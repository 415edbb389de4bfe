/**
 * `npm run images:smoke`, a step of `npm test`: `npm run images` then `npm run images:check`. Where
 * the machine cannot run containers (no podman, runc or debootstrap, or not root) it says why and
 * passes, except in CI, whose machine `.ci/run` provides with them.
 */
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../paths';
import { missingTools } from './podman';

function cannotRun(): string | null {
  const missing = missingTools();
  if (missing.length) return `${missing.join(', ')} missing (apt-get install ${missing.join(' ')})`;
  if (process.getuid?.() !== 0)
    return 'podman builds the images as root here, and this is not root';
  return null;
}

const reason = cannotRun();
if (reason && process.env.CI !== 'true') {
  process.stdout.write(`images:smoke skipped: ${reason}\n`);
} else if (reason) {
  process.stderr.write(`images:smoke: ${reason}\n`);
  process.exitCode = 1;
} else {
  for (const script of ['images', 'images:check']) {
    const run = spawnSync('npm', ['run', script], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (run.status !== 0) {
      process.exitCode = 1;
      break;
    }
  }
}
