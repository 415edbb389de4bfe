import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { cacheEnv, cachePaths } from './cache';
import { NODE, type RunDirs } from './node-files';

export type NodeProcess = { name: string; child: ChildProcess };

/** Starts one program of the node with its output in the run's logs. */
export function startProcess(
  dirs: RunDirs,
  name: string,
  command: string,
  args: string[],
): NodeProcess {
  const log = openSync(path.join(dirs.logs, `${name}.log`), 'a');
  const child = spawn(command, args, {
    env: { ...process.env, ...cacheEnv() },
    stdio: ['ignore', log, log],
  });
  child.on('error', () => undefined);
  return { name, child };
}

const bin = (name: string) => path.join(cachePaths.bin, name);
const deb = (relative: string) => path.join(cachePaths.root, relative);

/** etcd, the API server, the controller manager and the scheduler: the control plane. */
export function startControlPlane(dirs: RunDirs): NodeProcess[] {
  const pki = (file: string) => path.join(dirs.pki, file);
  const etcd = startProcess(dirs, 'etcd', deb('usr/bin/etcd'), [
    `--data-dir=${dirs.etcd}`,
    `--listen-client-urls=http://127.0.0.1:${NODE.etcdPort}`,
    `--advertise-client-urls=http://127.0.0.1:${NODE.etcdPort}`,
    '--listen-peer-urls=http://127.0.0.1:23800',
    '--unsafe-no-fsync',
  ]);
  const apiserver = startProcess(dirs, 'kube-apiserver', bin('kube-apiserver'), [
    `--etcd-servers=http://127.0.0.1:${NODE.etcdPort}`,
    '--bind-address=0.0.0.0',
    `--secure-port=${NODE.apiPort}`,
    '--insecure-port=0',
    `--advertise-address=${NODE.ip}`,
    `--service-cluster-ip-range=${NODE.serviceCidr}`,
    '--authorization-mode=Node,RBAC',
    '--allow-privileged=false',
    `--client-ca-file=${pki('ca.crt')}`,
    `--tls-cert-file=${pki('apiserver.crt')}`,
    `--tls-private-key-file=${pki('apiserver.key')}`,
    `--kubelet-client-certificate=${pki('kubelet-client.crt')}`,
    `--kubelet-client-key=${pki('kubelet-client.key')}`,
    `--kubelet-certificate-authority=${pki('ca.crt')}`,
    `--service-account-key-file=${pki('sa.pub')}`,
    `--service-account-signing-key-file=${pki('sa.key')}`,
    '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
    '--enable-admission-plugins=NodeRestriction',
    '--profiling=false',
    '--v=1',
  ]);
  const controllerManager = startProcess(
    dirs,
    'kube-controller-manager',
    bin('kube-controller-manager'),
    [
      `--kubeconfig=${pki('controller-manager.kubeconfig')}`,
      `--service-account-private-key-file=${pki('sa.key')}`,
      `--root-ca-file=${pki('ca.crt')}`,
      '--use-service-account-credentials=true',
      '--leader-elect=false',
      '--bind-address=127.0.0.1',
      '--port=0',
      `--service-cluster-ip-range=${NODE.serviceCidr}`,
      '--profiling=false',
      '--v=1',
    ],
  );
  const scheduler = startProcess(dirs, 'kube-scheduler', bin('kube-scheduler'), [
    `--kubeconfig=${pki('scheduler.kubeconfig')}`,
    '--leader-elect=false',
    '--bind-address=127.0.0.1',
    '--port=0',
    '--profiling=false',
    '--v=1',
  ]);
  return [etcd, apiserver, controllerManager, scheduler];
}

export function startContainerd(dirs: RunDirs): NodeProcess {
  return startProcess(dirs, 'containerd', deb('usr/bin/containerd'), [
    `--config=${path.join(dirs.containerd, 'config.toml')}`,
  ]);
}

/** kubelet, kube-proxy (iptables, masquerading all service traffic: the bridge has no br_netfilter
 * path back) and the cluster DNS (dnsmasq reading the hosts the API's Services give). */
export function startNodeAgents(dirs: RunDirs): NodeProcess[] {
  const pki = (file: string) => path.join(dirs.pki, file);
  const kubelet = startProcess(dirs, 'kubelet', bin('kubelet'), [
    `--kubeconfig=${pki('node.kubeconfig')}`,
    `--config=${path.join(dirs.kubelet, 'config.yaml')}`,
    `--root-dir=${path.join(dirs.kubelet, 'root')}`,
    `--hostname-override=${NODE.name}`,
    `--node-ip=${NODE.ip}`,
    '--container-runtime=remote',
    `--container-runtime-endpoint=unix://${path.join(dirs.containerd, 'containerd.sock')}`,
    '--v=1',
  ]);
  const proxy = startProcess(dirs, 'kube-proxy', bin('kube-proxy'), [
    `--kubeconfig=${pki('kube-proxy.kubeconfig')}`,
    '--proxy-mode=iptables',
    '--masquerade-all',
    `--cluster-cidr=${NODE.podCidr}`,
    `--hostname-override=${NODE.name}`,
    '--conntrack-max-per-core=0',
    '--conntrack-tcp-timeout-established=0',
    '--conntrack-tcp-timeout-close-wait=0',
    '--metrics-bind-address=127.0.0.1:10249',
    '--healthz-bind-address=127.0.0.1:10256',
    '--v=1',
  ]);
  const dns = startProcess(dirs, 'dnsmasq', deb('usr/sbin/dnsmasq'), [
    '--keep-in-foreground',
    '--no-resolv',
    '--no-hosts',
    '--user=root',
    `--hostsdir=${dirs.dnsHosts}`,
    `--listen-address=${NODE.dnsIp}`,
    '--bind-interfaces',
    '--local=/cluster.local/',
    '--log-facility=-',
    `--pid-file=${path.join(dirs.run, 'dnsmasq.pid')}`,
  ]);
  return [kubelet, proxy, dns];
}
