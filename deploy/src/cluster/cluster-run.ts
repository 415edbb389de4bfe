/** Inside the run's namespaces (k8s-e2e.ts starts it): the node, the install, the journeys. */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { bringUpNode, waitFor, type Node } from './bring-up';
import { isReady, type PodList } from './kube-api';
import { runDirs } from './node-files';
import { killRunProcesses } from './node-namespace';
import { testInfrastructure, TEST_DB_NAMESPACE } from './test-infrastructure';
import { toYaml } from './test-release';

const say = (line: string) => process.stdout.write(`k8s:e2e | ${line}\n`);
const archive = process.argv[2]!;

async function main(): Promise<number> {
  const dirs = runDirs();
  let node: Node | null = null;
  try {
    node = await bringUpNode(dirs, archive, ['registry.nomada.example/nomada-services:e2e-1'], say);
    const redisDir = path.join(dirs.volumes, 'redis');
    mkdirSync(redisDir, { recursive: true });
    chmodSync(redisDir, 0o777);
    const pgPassword = randomBytes(16).toString('hex');
    await node.client.kubectl(
      ['apply', '-f', '-'],
      toYaml(testInfrastructure(redisDir, pgPassword)),
    );
    await waitFor('PostgreSQL', 120_000, async () => {
      const pods = await node!.client.get<PodList>(`/api/v1/namespaces/${TEST_DB_NAMESPACE}/pods`);
      return pods.items.some(isReady);
    });
    say('PostgreSQL ready');
    return 0;
  } finally {
    node?.stopDns();
    node?.client.close();
    killRunProcesses();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`k8s:e2e: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
process.exit();
