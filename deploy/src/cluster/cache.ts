import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/**
 * The Kubernetes 1.20.2 build and the node's Debian programs (deploy/cluster/build-cache.sh), kept
 * outside the repository and reused while they exist.
 */
export const CACHE_DIR =
  process.env.NOMADA_K8S_CACHE ?? path.join(homedir(), '.cache', 'nomada-k8s-1.20.2');

export const cachePaths = {
  ready: path.join(CACHE_DIR, 'READY'),
  bin: path.join(CACHE_DIR, 'bin'),
  /** Debian packages unpacked with dpkg -x: etcd, containerd, runc, CNI plugins, iptables, dnsmasq. */
  root: path.join(CACHE_DIR, 'root'),
  datastoresRoot: path.join(CACHE_DIR, 'datastores-rootfs'),
  datastoresUsers: path.join(CACHE_DIR, 'datastores-users'),
  images: path.join(CACHE_DIR, 'images'),
  /** One run's state: etcd, containerd, kubelet; removed before the next run. */
  run: path.join(CACHE_DIR, 'run'),
};

export const KUBE_BINARIES = [
  'kube-apiserver',
  'kube-controller-manager',
  'kube-scheduler',
  'kubelet',
  'kube-proxy',
  'pause',
] as const;

/** Why the cluster run cannot start here, or null when the cache is complete. */
export function missingCache(): string | null {
  if (!existsSync(cachePaths.ready))
    return `no Kubernetes build in ${CACHE_DIR} (deploy/cluster/build-cache.sh makes it, about 15 minutes)`;
  const missing = KUBE_BINARIES.filter((name) => !existsSync(path.join(cachePaths.bin, name)));
  if (missing.length) return `the cache in ${CACHE_DIR} lacks ${missing.join(', ')}`;
  if (!existsSync(cachePaths.datastoresUsers)) return `the cache lacks the datastores' root folder`;
  return null;
}

/** Programs from the cache's Debian root: their path, libraries and iptables' extensions. */
export function cacheEnv(): Record<string, string> {
  const lib = ['usr/lib/x86_64-linux-gnu', 'lib/x86_64-linux-gnu']
    .map((dir) => path.join(cachePaths.root, dir))
    .join(':');
  return {
    PATH: [
      path.join(cachePaths.run, 'iptables-bin'),
      cachePaths.bin,
      path.join(cachePaths.root, 'usr/bin'),
      path.join(cachePaths.root, 'usr/sbin'),
      process.env.PATH ?? '',
    ].join(':'),
    LD_LIBRARY_PATH: lib,
    XTABLES_LIBDIR: path.join(cachePaths.root, 'usr/lib/x86_64-linux-gnu/xtables'),
  };
}
