import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { prepareDatabaseAccess, type DataOwner } from '@nomada/service-kit';
import { waitFor } from './bring-up';
import type { KubeClient, ServiceList } from './kube-api';
import { forKubernetes120, renderRelease, toYaml, type TestSettings } from './test-release';
import { POSTGRES_HOST, TEST_DB_NAMESPACE } from './test-infrastructure';

export const NAMESPACE = 'nomada';
export const OWNERS: DataOwner[] = ['identity', 'documents', 'review', 'messaging', 'gateway'];

export type Secrets = {
  sessionSecret: string;
  clientAddressKey: string;
  redisPassword: string;
  publishToken: string;
  /** Each owner's runtime and owner connection, as the pods' DNS names them. */
  databases: Record<DataOwner, { databaseUrl: string; migrationDatabaseUrl: string }>;
  /** The server's superuser on the run's database, by the Service address the node reaches. */
  adminUrl: string;
};

export async function clusterIpOf(
  client: KubeClient,
  namespace: string,
  name: string,
): Promise<string> {
  const services = await client.get<ServiceList>(`/api/v1/namespaces/${namespace}/services`);
  const ip = services.items.find((s) => s.metadata.name === name)?.spec.clusterIP;
  if (!ip) throw new Error(`no Service ${namespace}/${name}`);
  return ip;
}

/**
 * The managed database's side of a first install: the database and each data owner's runtime and
 * owner roles (decision 068), made by the kit as the launcher does.
 */
export async function prepareDatabase(
  client: KubeClient,
  postgresPassword: string,
): Promise<Secrets> {
  const ip = await clusterIpOf(client, TEST_DB_NAMESPACE, 'postgres');
  const server = `postgres://postgres:${postgresPassword}@${ip}:5432`;
  await waitFor('PostgreSQL through its Service', 60_000, async () => {
    const db = new pg.Client({ connectionString: `${server}/postgres` });
    await db.connect();
    try {
      await db.query('create database nomada');
    } catch (error) {
      if (!/already exists/.test((error as Error).message)) throw error;
    }
    await db.end();
    return true;
  });
  const sessionSecret = randomBytes(32).toString('hex');
  const access = await prepareDatabaseAccess(`${server}/nomada`, sessionSecret);
  if (access.kind !== 'roles') throw new Error(`no database roles: ${access.reason}`);
  const byName = (url: string) => {
    const parsed = new URL(url);
    parsed.hostname = POSTGRES_HOST;
    return parsed.toString();
  };
  const databases = Object.fromEntries(
    OWNERS.map((owner) => [
      owner,
      {
        databaseUrl: byName(access.urls[owner].databaseUrl),
        migrationDatabaseUrl: byName(access.urls[owner].migrationDatabaseUrl),
      },
    ]),
  ) as Secrets['databases'];
  return {
    sessionSecret,
    clientAddressKey: randomBytes(32).toString('hex'),
    redisPassword: randomBytes(32).toString('hex'),
    publishToken: randomBytes(32).toString('hex'),
    databases,
    adminUrl: `${server}/nomada`,
  };
}

/** The Secrets of deploy/README.md "Secrets", created after the namespace as an operator would. */
async function createSecrets(
  client: KubeClient,
  secrets: Secrets,
  storage: Record<string, string>,
) {
  const create = (name: string, values: Record<string, string>) =>
    client.kubectl([
      '-n',
      NAMESPACE,
      'create',
      'secret',
      'generic',
      name,
      ...Object.entries(values).map(([key, value]) => `--from-literal=${key}=${value}`),
    ]);
  await create('nomada-secrets', { SESSION_SECRET: secrets.sessionSecret });
  await create('nomada-client-address', { CLIENT_ADDRESS_KEY: secrets.clientAddressKey });
  for (const owner of OWNERS)
    await create(`nomada-db-${owner}`, {
      DATABASE_URL: secrets.databases[owner].databaseUrl,
      MIGRATION_DATABASE_URL: secrets.databases[owner].migrationDatabaseUrl,
    });
  await create('nomada-redis', { REDIS_PASSWORD: secrets.redisPassword });
  // The development mailbox instead of SMTP (the browser tests read it).
  await create('nomada-mail', { SMTP_URL: '' });
  await create('nomada-storage', storage);
  await create('nomada-release', { REMOTE_PUBLISH_TOKEN: secrets.publishToken });
}

export type Release = { tag: string; yaml: string };

export function release(
  workDir: string,
  tag: string,
  settings: TestSettings,
  mailboxDir: string,
): Release {
  return { tag, yaml: toYaml(forKubernetes120(renderRelease(workDir, tag, settings), mailboxDir)) };
}

/** deploy/README.md "Releasing": the prepare step, its migration Jobs, then everything and the rollout. */
export async function applyRelease(
  client: KubeClient,
  { tag, yaml }: Release,
  say: (line: string) => void,
) {
  await client.kubectl(['apply', '-f', '-', '-l', 'nomada/release-step=prepare'], yaml);
  await client.kubectl(
    [
      '-n',
      NAMESPACE,
      'wait',
      '--for=condition=complete',
      'job',
      '-l',
      `app.kubernetes.io/component=migration,app.kubernetes.io/version=${tag}`,
      '--timeout=300s',
    ],
    undefined,
    310_000,
  );
  say(`release ${tag}: migration Jobs complete`);
  await client.kubectl(['apply', '-f', '-'], yaml);
  await client.kubectl(
    ['-n', NAMESPACE, 'rollout', 'status', 'deployment', '--timeout=400s'],
    undefined,
    410_000,
  );
  await client.kubectl(
    ['-n', NAMESPACE, 'rollout', 'status', 'statefulset/redis', '--timeout=200s'],
    undefined,
    210_000,
  );
}

/** A first install on an empty cluster, in the README's order. */
export async function firstInstall(
  client: KubeClient,
  first: Release,
  secrets: Secrets,
  storage: Record<string, string>,
  say: (line: string) => void,
) {
  await client.kubectl(
    ['apply', '-f', '-', '-l', 'app.kubernetes.io/component=namespace'],
    first.yaml,
  );
  await createSecrets(client, secrets, storage);
  say('namespace applied alone, then its Secrets (one database Secret per data owner)');
  await applyRelease(client, first, say);
}
