import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, cachePaths } from './cache';
import { NODE, type RunDirs } from './node-files';

/** Folders the node's programs write to at fixed paths: each gets a private overlay (writes stay in the run). */
const PRIVATE_FOLDERS = ['/run', '/var/log', '/var/lib'];
const IPTABLES_NAMES = [
  'iptables',
  'iptables-save',
  'iptables-restore',
  'ip6tables',
  'ip6tables-save',
  'ip6tables-restore',
];

/**
 * Inside the run's own network and mount namespaces (unshare): private overlays over the folders the
 * node writes, loopback, the node's address on a link of its own (pods reach it through the bridge), the
 * cluster DNS address, forwarding for pod → Service → pod, iptables from the cache, kubelet's cgroup.
 */
export function prepareNamespace(dirs: RunDirs): void {
  for (const folder of PRIVATE_FOLDERS) {
    const name = folder.slice(1).replace(/\//g, '-');
    const upper = path.join(dirs.overlays, name, 'upper');
    const work = path.join(dirs.overlays, name, 'work');
    mkdirSync(upper, { recursive: true });
    mkdirSync(work, { recursive: true });
    execFileSync('mount', [
      '-t',
      'overlay',
      'overlay',
      '-o',
      `lowerdir=${folder},upperdir=${upper},workdir=${work}`,
      folder,
    ]);
  }
  const ip = (...args: string[]) => execFileSync('ip', args);
  ip('link', 'set', 'lo', 'up');
  // A veth pair with both ends here: the kernel has no dummy links, and the node needs a link of
  // its own for its address and a default route (Service addresses are routed, then rewritten).
  ip('link', 'add', 'node0', 'type', 'veth', 'peer', 'name', 'node1');
  ip('addr', 'add', `${NODE.ip}/24`, 'dev', 'node0');
  ip('addr', 'add', `${NODE.dnsIp}/32`, 'dev', 'node0');
  ip('link', 'set', 'node1', 'up');
  ip('link', 'set', 'node0', 'up');
  ip('route', 'add', 'default', 'dev', 'node0');
  execFileSync('sysctl', ['-q', '-w', 'net.ipv4.ip_forward=1']);
  const iptablesBin = path.join(cachePaths.run, 'iptables-bin');
  mkdirSync(iptablesBin, { recursive: true });
  for (const name of IPTABLES_NAMES)
    symlinkSync(
      path.join(cachePaths.root, 'usr/sbin/xtables-nft-multi'),
      path.join(iptablesBin, name),
    );
  for (const controller of cgroupControllers()) {
    const dir = path.join('/sys/fs/cgroup', controller, NODE.cgroupRoot);
    mkdirSync(dir, { recursive: true });
    if (controller === 'cpuset')
      for (const file of ['cpuset.cpus', 'cpuset.mems'])
        execFileSync('sh', ['-c', `cat /sys/fs/cgroup/cpuset/${file} > ${dir}/${file}`]);
  }
}

/** cgroup v1 controllers mounted here (v2 has one tree). */
function cgroupControllers(): string[] {
  if (existsSync('/sys/fs/cgroup/cgroup.controllers')) return [''];
  return readdirSync('/sys/fs/cgroup').filter(
    (name) => name !== 'unified' && existsSync(path.join('/sys/fs/cgroup', name, 'cgroup.procs')),
  );
}

const netnsOf = (pid: number | string) => {
  try {
    return readlinkSync(`/proc/${pid}/ns/net`);
  } catch {
    return null;
  }
};

type ProcessTable = { children: Map<number, number[]>; pids: number[] };

function processTable(): ProcessTable {
  const children = new Map<number, number[]>();
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
      pids.push(pid);
    } catch {
      // The process ended meanwhile.
    }
  }
  return { children, pids };
}

function withDescendants({ children }: ProcessTable, roots: number[], self: number): number[] {
  const found = new Set<number>();
  const visit = (pid: number) => {
    if (found.has(pid) || pid === self) return;
    found.add(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  roots.forEach(visit);
  return [...found];
}

/**
 * Every process the run started: those in this network namespace (the node's programs, containerd's
 * shims) and all their descendants (the pods' processes, in namespaces of their own).
 */
export function runProcesses(netns: string, self: number): number[] {
  const table = processTable();
  const roots = table.pids.filter((pid) => pid !== self && netnsOf(pid) === netns);
  return withDescendants(table, roots, self);
}

const programOf = (pid: number) => {
  try {
    return readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return null;
  }
};

/**
 * What a run left running when it could not end itself (killed at its time limit, or by a crash):
 * every program of the cache, everything in their network namespaces but the host's, and all their
 * descendants. Seen from outside the run.
 */
export function leftoverProcesses(self = process.pid): number[] {
  const table = processTable();
  const hostNetns = netnsOf(self);
  const seeds = table.pids.filter(
    (pid) => pid !== self && programOf(pid)?.startsWith(`${CACHE_DIR}/`),
  );
  const namespaces = new Set(seeds.map(netnsOf).filter((netns) => netns && netns !== hostNetns));
  const roots = table.pids.filter((pid) => seeds.includes(pid) || namespaces.has(netnsOf(pid)));
  return withDescendants(table, roots, self);
}

function killRounds(find: () => number[]): void {
  for (let round = 0; round < 5; round++) {
    const pids = find();
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    execFileSync('sleep', ['0.5']);
  }
}

/** Ends everything the run started, from inside its namespace. */
export function killRunProcesses(): void {
  const netns = netnsOf(process.pid);
  if (!netns) return;
  killRounds(() => runProcesses(netns, process.pid).filter((pid) => pid !== process.ppid));
}

/** Ends, from outside, whatever an earlier or a stopped run left running (`leftoverProcesses`). */
export function killLeftovers(): void {
  killRounds(() => leftoverProcesses());
}

/** kubelet's cgroups, deepest first, once their processes are gone (from outside the namespace). */
export function removeRunCgroups(): void {
  const remove = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir))
      if (statSync(path.join(dir, entry)).isDirectory()) remove(path.join(dir, entry));
    try {
      rmdirSync(dir);
    } catch {
      // A cgroup still holding a process stays; the next run's clean-up tries again.
    }
  };
  for (const controller of cgroupControllers())
    remove(path.join('/sys/fs/cgroup', controller, NODE.cgroupRoot));
}
