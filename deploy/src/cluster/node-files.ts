import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cachePaths } from './cache';

/** The node's network, inside the run's own network namespace (nothing of the host's is used). */
export const NODE = {
  name: 'nomada-node',
  ip: '10.200.0.1',
  podCidr: '10.88.0.0/16',
  serviceCidr: '10.96.0.0/16',
  dnsIp: '10.96.0.10',
  apiPort: 6443,
  etcdPort: 23790,
  /** kubelet's cgroup parent, below each controller's root; removed after the run. */
  cgroupRoot: 'nomada-k8s-e2e',
} as const;

export type RunDirs = ReturnType<typeof runDirs>;

export function runDirs(run = cachePaths.run) {
  return {
    run,
    logs: path.join(run, 'logs'),
    pki: path.join(run, 'pki'),
    etcd: path.join(run, 'etcd'),
    containerd: path.join(run, 'containerd'),
    kubelet: path.join(run, 'kubelet'),
    cni: path.join(run, 'cni'),
    dnsHosts: path.join(run, 'dns-hosts'),
    overlays: path.join(run, 'overlays'),
    volumes: path.join(run, 'volumes'),
  };
}

/** containerd, the CNI bridge, kubelet's configuration and the pods' resolv.conf. */
export function writeNodeFiles(dirs: RunDirs): void {
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  mkdirSync(path.join(dirs.cni, 'net.d'), { recursive: true });
  const c = dirs.containerd;
  writeFileSync(
    path.join(c, 'config.toml'),
    `version = 2
root = "${c}/root"
state = "${c}/state"
[grpc]
  address = "${c}/containerd.sock"
[ttrpc]
  address = "${c}/containerd.sock.ttrpc"
[debug]
  address = "${c}/debug.sock"
[metrics]
  address = ""
[plugins."io.containerd.internal.v1.opt"]
  path = "${c}/opt"
[plugins."io.containerd.grpc.v1.cri"]
  sandbox_image = "k8s.gcr.io/pause:3.2"
  disable_apparmor = true
  # This machine forbids negative OOM scores even to root (runc fails without it).
  restrict_oom_score_adj = true
  [plugins."io.containerd.grpc.v1.cri".containerd]
    snapshotter = "overlayfs"
    default_runtime_name = "runc"
    [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]
      runtime_type = "io.containerd.runc.v2"
      [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]
        BinaryName = "${cachePaths.root}/usr/sbin/runc"
        Root = "${c}/runc"
        SystemdCgroup = false
  [plugins."io.containerd.grpc.v1.cri".cni]
    bin_dir = "${cachePaths.root}/usr/lib/cni"
    conf_dir = "${dirs.cni}/net.d"
`,
  );
  writeFileSync(
    path.join(dirs.cni, 'net.d', '10-bridge.conflist'),
    JSON.stringify({
      cniVersion: '0.4.0',
      name: 'nomada-e2e',
      plugins: [
        {
          type: 'bridge',
          bridge: 'cni0',
          isGateway: true,
          ipMasq: false,
          hairpinMode: true,
          ipam: {
            type: 'host-local',
            dataDir: path.join(dirs.cni, 'ipam'),
            ranges: [[{ subnet: NODE.podCidr }]],
            routes: [{ dst: '0.0.0.0/0' }],
          },
        },
      ],
    }),
  );
  writeFileSync(path.join(dirs.run, 'resolv.conf'), `nameserver ${NODE.dnsIp}\n`);
  writeFileSync(
    path.join(dirs.kubelet, 'config.yaml'),
    `apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
authentication:
  anonymous: {enabled: false}
  webhook: {enabled: true}
  x509: {clientCAFile: ${dirs.pki}/ca.crt}
authorization: {mode: Webhook}
tlsCertFile: ${dirs.pki}/kubelet.crt
tlsPrivateKeyFile: ${dirs.pki}/kubelet.key
cgroupDriver: cgroupfs
cgroupRoot: /${NODE.cgroupRoot}
failSwapOn: false
address: ${NODE.ip}
port: 10250
readOnlyPort: 0
healthzBindAddress: 127.0.0.1
healthzPort: 10248
clusterDomain: cluster.local
clusterDNS: [${NODE.dnsIp}]
resolvConf: ${dirs.run}/resolv.conf
evictionHard: {memory.available: "100Mi", nodefs.available: "1%", imagefs.available: "1%", nodefs.inodesFree: "1%"}
imageGCHighThresholdPercent: 100
maxPods: 60
serializeImagePulls: false
`,
  );
}
