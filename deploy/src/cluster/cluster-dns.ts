import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KubeClient, ServiceList } from './kube-api';

/**
 * The cluster's DNS: dnsmasq answers from a hosts file this keeps in step with the API's Services
 * (`<name>.<namespace>.svc.cluster.local`; pods search their namespace), once a second.
 */
export function feedClusterDns(
  client: KubeClient,
  hostsDir: string,
  extra: Record<string, string> = {},
) {
  let last = '';
  let stopped = false;
  const refresh = async () => {
    const services = await client.get<ServiceList>('/api/v1/services');
    const lines = services.items
      .filter((s) => s.spec.clusterIP && s.spec.clusterIP !== 'None')
      .map(
        (s) => `${s.spec.clusterIP} ${s.metadata.name}.${s.metadata.namespace}.svc.cluster.local`,
      );
    for (const [name, ip] of Object.entries(extra)) lines.push(`${ip} ${name}`);
    const text = `${lines.sort().join('\n')}\n`;
    if (text === last) return;
    const temporary = path.join(hostsDir, '.services.tmp');
    writeFileSync(temporary, text);
    renameSync(temporary, path.join(hostsDir, 'services'));
    last = text;
  };
  const loop = async () => {
    while (!stopped) {
      await refresh().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  void loop();
  return { stop: () => (stopped = true) };
}
