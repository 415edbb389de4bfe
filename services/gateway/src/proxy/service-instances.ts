import { closePools, upstreamPools, type UpstreamPools } from './upstream';

/** One instance of a service: its connection pools, and whether it takes traffic now. */
export type ServiceInstance = {
  origin: string;
  pools: UpstreamPools;
  /** Its last `/readyz` answered 200 (or nobody asks: a service of one instance). */
  ready: boolean;
  /** Until then it is tried last: it refused a connection (stopped, restarting). */
  refusedUntil: number;
};

export type ServiceInstancesOptions = {
  /** How long an instance that refused a connection is tried only after the others. */
  refusalPauseMs?: number;
  /** How often each instance's `/readyz` is asked, when there are several; 0: never. */
  readinessIntervalMs?: number;
  now?: () => number;
  createPools?: (origin: string) => UpstreamPools;
};

const READINESS_TIMEOUT_MS = 1_000;

/**
 * The instances of one service behind the gateway (decision 045). Each request goes to the next one
 * in turn among those taking traffic; the others come after it, so a request still finds an instance
 * when all of them look unwell (all started while the database was down). An instance is
 * left out when it refused a connection (passive) and, where there are several, while its `/readyz`
 * fails (active: a draining instance says so for DRAIN_DELAY_MS before it stops accepting, so no
 * request is sent to it as it closes).
 */
export class ServiceInstances {
  readonly instances: ServiceInstance[];
  private turn = 0;
  private readonly now: () => number;
  private readonly refusalPauseMs: number;
  private readinessTimer: NodeJS.Timeout | null = null;

  constructor(origins: readonly string[], options: ServiceInstancesOptions = {}) {
    if (origins.length === 0) throw new Error('a service needs at least one instance');
    const createPools = options.createPools ?? upstreamPools;
    this.now = options.now ?? Date.now;
    this.refusalPauseMs = options.refusalPauseMs ?? 2_000;
    this.instances = origins.map((origin) => ({
      origin,
      pools: createPools(origin),
      ready: true,
      refusedUntil: 0,
    }));
    const interval = options.readinessIntervalMs ?? 0;
    if (interval > 0 && this.instances.length > 1) {
      this.readinessTimer = setInterval(() => void this.checkReadiness(), interval);
      this.readinessTimer.unref();
    }
  }

  /** Where to send one request, best first: the instance whose turn it is among the healthy ones. */
  order(): ServiceInstance[] {
    const count = this.instances.length;
    if (count === 1) return this.instances;
    const start = this.turn;
    this.turn = (this.turn + 1) % count;
    const rotated = [...this.instances.slice(start), ...this.instances.slice(0, start)];
    const now = this.now();
    const healthy = rotated.filter((instance) => instance.ready && instance.refusedUntil <= now);
    return [...healthy, ...rotated.filter((instance) => !healthy.includes(instance))];
  }

  /** It refused a connection: nothing was sent, so the request goes on to the next one. */
  refused(instance: ServiceInstance): void {
    instance.refusedUntil = this.now() + this.refusalPauseMs;
  }

  async checkReadiness(): Promise<void> {
    await Promise.all(
      this.instances.map(async (instance) => {
        try {
          const response = await fetch(`${instance.origin}/readyz`, {
            signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
          });
          await response.body?.cancel();
          instance.ready = response.status === 200;
          if (instance.ready) instance.refusedUntil = 0;
        } catch {
          instance.ready = false;
        }
      }),
    );
  }

  async close(): Promise<void> {
    if (this.readinessTimer) clearInterval(this.readinessTimer);
    await Promise.all(this.instances.map((instance) => closePools(instance.pools)));
  }
}
