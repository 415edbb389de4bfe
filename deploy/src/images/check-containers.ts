import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHECKED_PROCESSES, WRITABLE, type CheckedProcess } from './check-plan';
import { IMAGE_USER } from './image-settings';
import { podman, PODMAN_ENV, podmanOutput } from './podman';

type Env = Record<string, string>;

/** What Kubernetes' securityContext asks of the pods: read-only root, no privileges, uid 1000. */
export const CONTAINER_ARGS = [
  '--network=host',
  '--read-only',
  '--tmpfs=/tmp:rw,size=64m',
  '--cap-drop=all',
  '--security-opt=no-new-privileges',
  `--user=${IMAGE_USER.uid}:${IMAGE_USER.gid}`,
  '--memory=512m',
  '--pull=never',
  // Kept in a file podman can read back (`podman logs`): there is no journald here.
  '--log-driver=k8s-file',
];

const envArgs = (env: Env) =>
  Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]);

/** The containers of one run of `images:check`, named after the run so runs never meet. */
export function checkContainers({
  image,
  runId,
  port,
  workDir,
}: {
  image: string;
  runId: string;
  port: number;
  workDir: string;
}) {
  const nameOf = (checked: CheckedProcess | string) =>
    `nomada-check-${runId}-${typeof checked === 'string' ? checked : checked.name}`;

  // The front ends come from the image itself (decision 072), as on a cluster: nothing is mounted.
  const mounts = (checked: CheckedProcess) =>
    (checked.writes ?? []).map(
      (folder) => `--volume=${path.join(workDir, folder)}:${WRITABLE[folder]}:rw`,
    );

  return {
    /** A command of the image run to its end (migrations, create-agent); rejects when it fails. */
    runOnce: (name: string, env: Env, command: string[]) =>
      podman([
        'run',
        '--rm',
        '--name',
        nameOf(name),
        ...CONTAINER_ARGS,
        ...envArgs(env),
        image,
        ...command,
      ]),

    start: (checked: CheckedProcess, env: Env) => {
      const own: Env = checked.healthPort
        ? { HEALTH_PORT: String(port + checked.probePortOffset) }
        : {};
      return podman(
        [
          'run',
          '--detach',
          '--name',
          nameOf(checked),
          ...CONTAINER_ARGS,
          ...mounts(checked),
          ...envArgs({ ...env, ...own }),
          image,
          checked.entry,
        ],
        { quiet: true },
      );
    },

    /** Until its /readyz answers 200; fails at once when the container stopped. */
    async waitReady(checked: CheckedProcess): Promise<void> {
      const url = `http://127.0.0.1:${port + checked.probePortOffset}/readyz`;
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        const state = podmanOutput(['inspect', '--format', '{{.State.Status}}', nameOf(checked)]);
        if (state !== 'running') throw new Error(`${checked.name} is ${state}`);
        try {
          if ((await fetch(url)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`${checked.name} was not ready within 120 s (${url})`);
    },

    /** SIGTERM, then the exit code: 0 means it drained and closed by itself within 30 s. */
    async stopGracefully(checked: CheckedProcess): Promise<{ code: number; ms: number }> {
      const started = Date.now();
      await podman(['stop', '--time', '30', nameOf(checked)], { quiet: true });
      const code = Number(
        podmanOutput(['inspect', '--format', '{{.State.ExitCode}}', nameOf(checked)]),
      );
      return { code, ms: Date.now() - started };
    },

    /** Keeps each container's output beside the run's files, then removes the containers. */
    removeAll(): void {
      const env = { ...process.env, ...PODMAN_ENV };
      for (const checked of CHECKED_PROCESSES) {
        const output = spawnSync('podman', ['logs', nameOf(checked)], { encoding: 'utf8', env });
        writeFileSync(
          path.join(workDir, `${checked.name}.log`),
          `${output.stdout}${output.stderr}`,
        );
      }
      spawnSync('podman', ['rm', '--force', '--ignore', ...CHECKED_PROCESSES.map(nameOf)], {
        stdio: 'ignore',
        env,
      });
    },
  };
}
