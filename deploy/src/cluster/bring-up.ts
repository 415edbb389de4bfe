import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually } from '@nomada/service-kit/eventually';
import { cacheEnv, cachePaths } from './cache';
import { feedClusterDns } from './cluster-dns';
import { writeDockerArchive } from './docker-archive';
import { kubeClient, type KubeClient } from './kube-api';
import { NODE, writeNodeFiles, type RunDirs } from './node-files';
import { prepareNamespace } from './node-namespace';
import {
  startContainerd,
  startControlPlane,
  startNodeAgents,
  type NodeProcess,
} from './node-processes';
import { makePki } from './pki';
import { STATIC_ORIGIN_HOST } from './static-origin';
import { DATASTORES_IMAGE, REDIS_IMAGE } from './test-infrastructure';

const run = promisify(execFile);
export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `probe` every 500 ms until it answers something truthy, through its errors (an API server
 * not listening yet); fails after `timeoutMs` naming `what` and the last error.
 */
export const waitFor = <T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | null | false>,
) =>
  eventually(async () => (await probe()) || undefined, {
    what,
    timeoutMs,
    intervalMs: 500,
    retryErrors: true,
  });

export type Node = {
  client: KubeClient;
  processes: NodeProcess[];
  ctr: (args: string[]) => Promise<string>;
  stopDns: () => void;
};

/** The pause and datastores images, packed once into the cache. */
function cachedImages(): { pause: string; datastores: string } {
  mkdirSync(cachePaths.images, { recursive: true });
  const pause = path.join(cachePaths.images, 'pause.tar');
  if (!existsSync(pause)) {
    const root = path.join(cachePaths.images, 'pause-root');
    mkdirSync(root, { recursive: true });
    // cp -p keeps the binary's execute bit.
    execFileSync('cp', ['-p', path.join(cachePaths.bin, 'pause'), path.join(root, 'pause')]);
    writeDockerArchive(root, 'k8s.gcr.io/pause:3.2', pause, {
      entrypoint: ['/pause'],
      user: '65535:65535',
    });
  }
  const datastores = path.join(cachePaths.images, 'datastores.tar');
  if (!existsSync(datastores))
    writeDockerArchive(cachePaths.datastoresRoot, DATASTORES_IMAGE, datastores);
  return { pause, datastores };
}

/** The control plane and the node, up and Ready, with the images loaded and the DNS fed. */
export async function bringUpNode(
  dirs: RunDirs,
  servicesArchive: string,
  servicesTags: string[],
  say: (line: string) => void,
): Promise<Node> {
  prepareNamespace(dirs);
  writeNodeFiles(dirs);
  makePki(dirs.pki, `https://127.0.0.1:${NODE.apiPort}`);
  const processes = startControlPlane(dirs);
  const client = kubeClient(dirs.pki);
  await waitFor(
    'the API server',
    90_000,
    async () => (await client.get<{ items: unknown[] }>('/api/v1/namespaces')).items.length > 0,
  );
  say('control plane up (etcd, kube-apiserver, kube-controller-manager, kube-scheduler 1.20.2)');

  processes.push(startContainerd(dirs));
  const socket = path.join(dirs.containerd, 'containerd.sock');
  await waitFor('containerd', 30_000, async () => existsSync(socket));
  const ctr = async (args: string[]) =>
    (
      await run(
        path.join(cachePaths.root, 'usr/bin/ctr'),
        ['--address', socket, '-n', 'k8s.io', ...args],
        {
          env: { ...process.env, ...cacheEnv() },
          maxBuffer: 16 << 20,
        },
      )
    ).stdout;
  const images = cachedImages();
  await ctr(['images', 'import', '--no-unpack', images.pause]);
  await ctr(['images', 'import', images.datastores]);
  await ctr(['images', 'tag', '--force', DATASTORES_IMAGE, REDIS_IMAGE]);
  await ctr(['images', 'import', servicesArchive]);
  const loaded = (await ctr(['images', 'ls', '-q']))
    .split('\n')
    .find((ref) => ref.includes('nomada-services'));
  if (!loaded) throw new Error('the services image did not load');
  for (const tag of servicesTags) await ctr(['images', 'tag', '--force', loaded, tag]);
  say(`images loaded: pause, PostgreSQL and Redis (Debian), ${servicesTags.join(', ')}`);

  processes.push(...startNodeAgents(dirs));
  const dns = feedClusterDns(client, dirs.dnsHosts, { [STATIC_ORIGIN_HOST]: NODE.ip });
  await waitFor('the node', 90_000, async () => {
    const node = await client.get<{ status: { conditions: { type: string; status: string }[] } }>(
      `/api/v1/nodes/${NODE.name}`,
    );
    return node.status.conditions.some((c) => c.type === 'Ready' && c.status === 'True');
  });
  say(
    'node Ready (containerd 1.6, runc, bridge CNI, kubelet, kube-proxy in iptables mode, dnsmasq)',
  );
  return { client, processes, ctr, stopDns: dns.stop };
}
