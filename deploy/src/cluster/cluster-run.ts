/** Inside the run's namespaces (k8s-e2e.ts starts it): the node, the first install, the journeys. */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:net';
import path from 'node:path';
import { SERVICE_PORT_OFFSETS } from '@nomada/service-kit';
import { bringUpNode, waitFor, type Node } from './bring-up';
import { Checks } from './checks';
import type { ClusterContext } from './context';
import { createAgentInCluster } from './create-agent';
import { forward } from './forwarders';
import { clusterIpOf, firstInstall, NAMESPACE, prepareDatabase, release } from './install';
import { browserSmoke, CLUSTER_AGENT } from './journeys/browser-smoke';
import { clientLimits } from './journeys/client-limits';
import { databaseRoles } from './journeys/database-roles';
import { podDeletion } from './journeys/pod-deletion';
import { redisRestart } from './journeys/redis-restart';
import { remoteRelease } from './journeys/remote-release';
import { rollingUpdate } from './journeys/rolling-update';
import { isReady, type PodList } from './kube-api';
import { runDirs } from './node-files';
import { killRunProcesses } from './node-namespace';
import { DOCUMENTS_BUCKET, startObjectStore, STATIC_ORIGIN } from './static-origin';
import { testInfrastructure, TEST_DB_NAMESPACE } from './test-infrastructure';
import { MAILBOX_DIR, SERVICES_REPOSITORY, toYaml } from './test-release';

const say = (line: string) => process.stdout.write(`k8s:e2e | ${line}\n`);
const archive = process.argv[2]!;
const PORT = 8080;
export const TAGS = ['e2e-1', 'e2e-2'];

/** The test environment's settings, merged over production's as an overlay of its own would. */
const TEST_SETTINGS = {
  // The development mailbox the browser tests read (production mode needs SMTP), as images:check.
  NODE_ENV: 'development',
  DEV_MAILBOX: 'true',
  MAILBOX_DIR,
  PUBLIC_URL: `http://localhost:${PORT}`,
  REMOTE_ORIGINS: STATIC_ORIGIN,
  RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'warn',
};

async function main(): Promise<number> {
  const dirs = runDirs();
  const checks = new Checks(say);
  let node: Node | null = null;
  const servers: { close: () => void }[] = [];
  try {
    node = await bringUpNode(
      dirs,
      archive,
      TAGS.map((tag) => `${SERVICES_REPOSITORY}:${tag}`),
      say,
    );
    const { client } = node;
    const volume = (name: string) => {
      const dir = path.join(dirs.volumes, name);
      mkdirSync(dir, { recursive: true });
      chmodSync(dir, 0o777);
      return dir;
    };
    const mailbox = volume('mailbox');
    const postgresPassword = randomBytes(16).toString('hex');
    await client.kubectl(
      ['apply', '-f', '-'],
      toYaml(testInfrastructure(volume('redis'), postgresPassword)),
    );
    const objectStore = await startObjectStore(volume('s3'));
    servers.push(objectStore.server);
    await waitFor('PostgreSQL', 120_000, async () =>
      (await client.get<PodList>(`/api/v1/namespaces/${TEST_DB_NAMESPACE}/pods`)).items.some(
        isReady,
      ),
    );
    const secrets = await prepareDatabase(client, postgresPassword);
    const storage = {
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_S3: objectStore.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const releaseOf = (tag: string) =>
      release(
        dirs.run,
        tag,
        { ...TEST_SETTINGS, STORAGE_URL: `s3://${DOCUMENTS_BUCKET}` },
        mailbox,
      );
    const first = releaseOf(TAGS[0]!);
    const installed = await checks.run(
      'install',
      'first install on an empty cluster, in the README order',
      async () => {
        await firstInstall(client, first, secrets, storage, say);
        const pods = await client.get<PodList>(`/api/v1/namespaces/${NAMESPACE}/pods`);
        const running = pods.items.filter((pod) => pod.status.phase === 'Running');
        return [
          `${running.length} pods running: ${running
            .map((pod) => pod.metadata.name.replace(/-[a-z0-9]+-[a-z0-9]+$/, ''))
            .sort()
            .join(', ')}`,
        ];
      },
    );
    if (!installed) return 1;

    for (const [name, offset] of Object.entries(SERVICE_PORT_OFFSETS)) {
      const ip = await clusterIpOf(client, NAMESPACE, name);
      servers.push((await forward(PORT + offset, { host: ip, port: PORT + offset })) as Server);
    }
    const identity = secrets.databases.identity;
    const postgresIp = await clusterIpOf(client, TEST_DB_NAMESPACE, 'postgres');
    const onNode = (url: string) => url.replace(/@[^:/]+:/, `@${postgresIp}:`);
    const context: ClusterContext = {
      client,
      secrets,
      dirs,
      baseUrl: `http://localhost:${PORT}`,
      port: PORT,
      env: {
        ...process.env,
        SESSION_SECRET: secrets.sessionSecret,
        DATABASE_URL: onNode(identity.databaseUrl),
        MIGRATION_DATABASE_URL: onNode(identity.migrationDatabaseUrl),
        E2E_IDENTITY_DATABASE_URL: onNode(identity.databaseUrl),
        E2E_IDENTITY_MIGRATION_DATABASE_URL: onNode(identity.migrationDatabaseUrl),
      },
      current: first,
      release: releaseOf,
      say,
    };
    await createAgentInCluster(client, first, CLUSTER_AGENT);

    await checks.run('roles', 'each pod connects as its own data owner’s runtime role', () =>
      databaseRoles(context),
    );
    await checks.run('smoke', 'browser smoke through the gateway’s Service', () =>
      browserSmoke(context),
    );
    await checks.run(
      'limits',
      'two clients’ sign-in limits are their own behind two gateway pods',
      () => clientLimits(context),
    );
    await checks.run(
      'release',
      'mf-agent released to the static origin, promoted, rolled back',
      () => remoteRelease(context, objectStore.endpoint),
    );
    await checks.run('deletion', 'a pod of each service and worker deleted under load', () =>
      podDeletion(context),
    );
    await checks.run(
      'rolling',
      'rolling update to a new image tag under load, its migration Jobs first',
      () => rollingUpdate(context, TAGS[1]!),
    );
    await checks.run('redis', 'Redis restarted under load', () => redisRestart(context));
    return checks.results.every((result) => result.pass) ? 0 : 1;
  } catch (error) {
    say(`FAIL ${(error as Error).message}`);
    checks.results.push({ name: 'cluster run', pass: false, details: [(error as Error).message] });
    return 1;
  } finally {
    // k8s-e2e.ts prints it last, once everything is stopped.
    writeFileSync(path.join(dirs.run, 'summary'), checks.summary());
    for (const server of servers) server.close();
    node?.stopDns();
    node?.client.close();
    killRunProcesses();
  }
}

process.exitCode = await main();
process.exit();
