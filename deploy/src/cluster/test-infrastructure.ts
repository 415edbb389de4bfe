import { readFileSync } from 'node:fs';
import { cachePaths } from './cache';

type Json = Record<string, unknown>;

export const DATASTORES_IMAGE = 'localhost/nomada-e2e-datastores:bookworm';
/** redis.yaml's image, served from the same Debian root folder. */
export const REDIS_IMAGE = 'docker.io/library/redis:7.0.15-bookworm';
export const TEST_DB_NAMESPACE = 'nomada-test-db';
export const POSTGRES_HOST = `postgres.${TEST_DB_NAMESPACE}.svc.cluster.local`;

function userId(name: string): number {
  const line = readFileSync(cachePaths.datastoresUsers, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`the datastores root folder has no ${name} user`);
  return Number(line.split(':')[1]);
}

/**
 * What production gets from outside the manifests, made in the test cluster only: PostgreSQL (a
 * managed service in production) and the volume Redis' claim binds to (a storage class there).
 */
export function testInfrastructure(redisVolumeDir: string, postgresPassword: string): Json[] {
  const uid = userId('postgres');
  const start = [
    'set -e',
    'echo "$POSTGRES_PASSWORD" > /tmp/pw',
    'initdb -D /data/pg -U postgres --pwfile=/tmp/pw --auth-host=scram-sha-256 --auth-local=trust > /dev/null',
    'echo "host all all 0.0.0.0/0 scram-sha-256" >> /data/pg/pg_hba.conf',
    'exec postgres -D /data/pg -c listen_addresses=* -c max_connections=400 -c unix_socket_directories=/tmp -c fsync=off -c shared_buffers=64MB',
  ].join('\n');
  const labels = { 'app.kubernetes.io/name': 'postgres' };
  return [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: TEST_DB_NAMESPACE } },
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'postgres', namespace: TEST_DB_NAMESPACE },
      spec: {
        replicas: 1,
        selector: { matchLabels: labels },
        template: {
          metadata: { labels },
          spec: {
            automountServiceAccountToken: false,
            securityContext: { runAsUser: uid, runAsGroup: uid, fsGroup: uid },
            containers: [
              {
                name: 'postgres',
                image: DATASTORES_IMAGE,
                command: ['sh', '-c', start],
                env: [
                  { name: 'PATH', value: '/usr/lib/postgresql/15/bin:/usr/bin:/bin' },
                  { name: 'POSTGRES_PASSWORD', value: postgresPassword },
                ],
                ports: [{ name: 'postgres', containerPort: 5432 }],
                // Ready once; a managed database does not leave its address on a slow answer,
                // so a starved probe on a loaded machine must not take it out of its Service.
                readinessProbe: {
                  exec: { command: ['pg_isready', '-h', '127.0.0.1'] },
                  periodSeconds: 2,
                  timeoutSeconds: 10,
                  failureThreshold: 30,
                },
                resources: { requests: { cpu: '250m', memory: '256Mi' } },
                volumeMounts: [{ name: 'data', mountPath: '/data' }],
              },
            ],
            volumes: [{ name: 'data', emptyDir: {} }],
          },
        },
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'postgres', namespace: TEST_DB_NAMESPACE },
      spec: { selector: labels, ports: [{ name: 'postgres', port: 5432, targetPort: 5432 }] },
    },
    {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'redis-data' },
      spec: {
        capacity: { storage: '2Gi' },
        accessModes: ['ReadWriteOnce'],
        persistentVolumeReclaimPolicy: 'Retain',
        hostPath: { path: redisVolumeDir, type: 'Directory' },
      },
    },
  ];
}
