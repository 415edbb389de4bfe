import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { NODE } from './node-files';

export type KubeClient = ReturnType<typeof kubeClient>;

/** The API server as the run's admin: JSON reads over https, and kubectl for the rest. */
export function kubeClient(pkiDir: string) {
  const file = (name: string) => readFileSync(path.join(pkiDir, name));
  const agent = new https.Agent({
    ca: file('ca.crt'),
    cert: file('admin.crt'),
    key: file('admin.key'),
    keepAlive: true,
  });
  const kubeconfig = path.join(pkiDir, 'admin.kubeconfig');

  function get<T>(apiPath: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const request = https.get(
        { host: '127.0.0.1', port: NODE.apiPort, path: apiPath, agent, timeout: 10_000 },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(JSON.parse(body) as T)
              : reject(new Error(`GET ${apiPath}: ${response.statusCode} ${body.slice(0, 200)}`)),
          );
        },
      );
      request.on('timeout', () => request.destroy(new Error(`GET ${apiPath}: timed out`)));
      request.on('error', reject);
    });
  }

  /** kubectl against the run's cluster; resolves its output, rejects with its error output. */
  function kubectl(args: string[], input?: string, timeoutMs = 180_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'kubectl',
        [`--kubeconfig=${kubeconfig}`, ...args],
        { timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024 },
        (error, stdout, stderr) =>
          error
            ? reject(
                new Error(
                  `kubectl ${args.slice(0, 4).join(' ')}: ${stderr.trim() || error.message}`,
                ),
              )
            : resolve(stdout),
      );
      if (input !== undefined) child.stdin?.end(input);
    });
  }

  return { get, kubectl, kubeconfig, close: () => agent.destroy() };
}

export type ServiceList = {
  items: {
    metadata: { name: string; namespace: string };
    spec: { clusterIP?: string; ports?: { name?: string; port: number }[] };
  }[];
};

export type PodList = {
  items: {
    metadata: {
      name: string;
      namespace: string;
      labels?: Record<string, string>;
      deletionTimestamp?: string;
    };
    spec: { nodeName?: string; containers: { name: string; image: string }[] };
    status: {
      phase: string;
      podIP?: string;
      conditions?: { type: string; status: string }[];
      containerStatuses?: { name: string; ready: boolean; restartCount: number; image: string }[];
    };
  }[];
};

export const isReady = (pod: PodList['items'][number]) =>
  pod.status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') ?? false;

/** The platform's pods (`app.kubernetes.io/part-of=nomada`), or one workload's by its name label. */
export async function platformPods(
  client: KubeClient,
  namespace: string,
  name?: string,
): Promise<PodList['items']> {
  const selector = name ? `app.kubernetes.io/name=${name}` : 'app.kubernetes.io/part-of=nomada';
  return (
    await client.get<PodList>(`/api/v1/namespaces/${namespace}/pods?labelSelector=${selector}`)
  ).items;
}
