import type { ServiceName } from '@nomada/service-kit';
import type { PlatformProcess } from './processes';

/** `REPLICAS` runs this many instances of each service and worker; the gateway stays one (decision 045). */
export const REPLICAS_MAX = 4;

/** Instance 1 keeps the usual PORT+offset; instance n ≥ 2 listens on PORT + 10·n + offset (21…44). */
export const REPLICA_PORT_STRIDE = 10;
export const HIGHEST_PORT_OFFSET = REPLICA_PORT_STRIDE * REPLICAS_MAX + 4;

export class ReplicasError extends Error {}

export function parseReplicas(value: string | undefined): number {
  const given = value?.trim();
  if (!given) return 1;
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1 || count > REPLICAS_MAX)
    throw new ReplicasError(
      `REPLICAS must be a whole number from 1 to ${REPLICAS_MAX}, got "${value}"`,
    );
  return count;
}

/** The port of instance `index` (0-based) of a process listening on `offset`. */
export function instancePort(publicPort: number, offset: number, index: number): number {
  return index === 0
    ? publicPort + offset
    : publicPort + REPLICA_PORT_STRIDE * (index + 1) + offset;
}

export type PlatformInstance = {
  process: PlatformProcess;
  /** `identity` alone; `identity-1`, `identity-2` with replicas. */
  name: string;
  index: number;
  /** null for workers. */
  port: number | null;
};

/** Each process as many times as it runs: the gateway once, everything else `replicas` times. */
export function platformInstances(
  processes: readonly PlatformProcess[],
  publicPort: number,
  replicas: number,
): PlatformInstance[] {
  return processes.flatMap((process) => {
    const count = process.name === 'gateway' ? 1 : replicas;
    return Array.from({ length: count }, (_, index) => ({
      process,
      name: count === 1 ? process.name : `${process.name}-${index + 1}`,
      index,
      port:
        process.portOffset === null ? null : instancePort(publicPort, process.portOffset, index),
    }));
  });
}

const ADDRESS_ENV: Partial<Record<ServiceName, string>> = {
  identity: 'IDENTITY_URL',
  documents: 'DOCUMENTS_URL',
  review: 'REVIEW_URL',
  messaging: 'MESSAGING_URL',
};

/**
 * What every process gets besides the launcher's environment when services run several times: each
 * service's address as the list of its instances (the gateway balances over it, services call each
 * other through it), and a drain delay, so the gateway sees a stopping instance's /readyz fail and
 * sends it nothing more before it stops accepting.
 */
export function replicaEnv(
  instances: readonly PlatformInstance[],
  base: NodeJS.ProcessEnv,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [service, variable] of Object.entries(ADDRESS_ENV)) {
    const ports = instances
      .filter((instance) => instance.process.name === service && instance.port !== null)
      .map((instance) => `http://127.0.0.1:${instance.port}`);
    if (ports.length > 1) env[variable] = ports.join(',');
  }
  if (Object.keys(env).length > 0 && !base.DRAIN_DELAY_MS) env.DRAIN_DELAY_MS = '2500';
  return env;
}

/** The environment of one instance: its own port when it is not the first of its process. */
export function instanceEnv(
  instance: PlatformInstance,
  shared: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  if (instance.port === null || instance.index === 0) return shared;
  return { ...shared, LISTEN_PORT: String(instance.port) };
}

/** One line per process for the start-up log: `identity ×2: 127.0.0.1:8081, 127.0.0.1:8101`. */
export function describeInstances(instances: readonly PlatformInstance[]): string[] {
  const byProcess = new Map<string, PlatformInstance[]>();
  for (const instance of instances) {
    const list = byProcess.get(instance.process.name) ?? [];
    list.push(instance);
    byProcess.set(instance.process.name, list);
  }
  return [...byProcess].map(([name, list]) => {
    const where = list.map((instance) =>
      instance.port === null ? instance.name : `${instance.name} on ${instance.port}`,
    );
    return `${name} ×${list.length}: ${where.join(', ')}`;
  });
}
