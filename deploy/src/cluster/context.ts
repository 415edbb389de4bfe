import type { KubeClient } from './kube-api';
import type { Release, Secrets } from './install';
import type { RunDirs } from './node-files';

/** What every journey gets: the cluster, its Secrets, and the gateway's Service as visitors reach it. */
export type ClusterContext = {
  client: KubeClient;
  secrets: Secrets;
  dirs: RunDirs;
  /** The gateway's Service, through the run's stand-in for an ingress. */
  baseUrl: string;
  port: number;
  /** The environment a test's own processes need (create-agent and the browser tests). */
  env: NodeJS.ProcessEnv;
  current: Release;
  release: (tag: string) => Release;
  say: (line: string) => void;
};
