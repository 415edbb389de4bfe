import { Gauge } from 'prom-client';
import { failedChecks, type ReadinessCheck } from '../probes';
import type { Registry } from './registry';

/** How many rows of an outbox wait to be relayed; rejects when the database does not answer. */
export type BacklogCount = () => Promise<number>;

/** The part of a BullMQ queue the depth gauge reads (structural, so the kit needs no bullmq). */
export type CountedQueue = {
  name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
};

const QUEUE_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed', 'paused'];

/**
 * `nomada_outbox_backlog{outbox}`: rows written in a transaction and not yet relayed (emails,
 * revocations, decision events), counted when scraped. An outbox whose count fails is left out of
 * that scrape rather than failing the whole of it.
 */
export function registerOutboxBacklogs(
  registry: Registry,
  outboxes: Record<string, BacklogCount>,
): void {
  new Gauge({
    name: 'nomada_outbox_backlog',
    help: 'Rows of an outbox waiting to be relayed',
    labelNames: ['outbox'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        Object.entries(outboxes).map(async ([outbox, count]) => {
          const rows = await count().catch(() => null);
          if (rows !== null) this.set({ outbox }, rows);
        }),
      );
    },
  });
}

/** `nomada_queue_jobs{queue, state}`: each BullMQ queue's jobs by state, asked of Redis when scraped. */
export function registerQueueDepth(registry: Registry, queues: CountedQueue[]): void {
  new Gauge({
    name: 'nomada_queue_jobs',
    help: 'Jobs of a queue by state (waiting jobs are what the workers have not started)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        queues.map(async (queue) => {
          const counts = await queue.getJobCounts(...QUEUE_STATES).catch(() => null);
          if (counts)
            for (const state of QUEUE_STATES)
              this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
}

/**
 * `nomada_dependency_up{dependency}`: 1 while PostgreSQL or Redis answers this process, 0 while not:
 * a shared outage no longer shows in readiness (decision 073), so it shows here.
 */
export function registerDependencyChecks(
  registry: Registry,
  checks: Record<string, ReadinessCheck>,
): void {
  new Gauge({
    name: 'nomada_dependency_up',
    help: 'Whether a dependency (database, redis) answered this process when scraped',
    labelNames: ['dependency'] as const,
    registers: [registry],
    async collect() {
      const failed = await failedChecks(checks);
      for (const dependency of Object.keys(checks))
        this.set({ dependency }, failed.includes(dependency) ? 0 : 1);
    },
  });
}
