import { startPeriodicTask } from '@nomada/service-kit';
import type { Logger } from './logger';

/**
 * A table whose rows are written before their job is queued (transactional outbox). Emails are one
 * source; contact submissions or chat requests can be added as further sources of the same relay.
 */
export type OutboxSource = {
  name: string;
  /** Ids of rows still waiting and old enough that their first enqueue has surely been tried. */
  findStaleIds(limit: number): Promise<string[]>;
  /** Must be idempotent per id (BullMQ jobId = row id). */
  enqueue(ids: readonly string[]): Promise<void>;
};

export type OutboxRelay = { tick(): Promise<number>; close(): Promise<void> };

/** Re-enqueues stale outbox rows every `intervalMs`; one tick at a time, errors logged and retried. */
export function startOutboxRelay({
  sources,
  intervalMs,
  logger,
  batchSize = 100,
}: {
  sources: readonly OutboxSource[];
  intervalMs: number;
  logger: Logger;
  batchSize?: number;
}): OutboxRelay {
  async function relaySource(source: OutboxSource): Promise<number> {
    try {
      const ids = await source.findStaleIds(batchSize);
      if (ids.length) {
        await source.enqueue(ids);
        logger.info({ source: source.name, count: ids.length }, 'outbox relay re-enqueued rows');
      }
      return ids.length;
    } catch (error) {
      logger.warn(
        { source: source.name, err: error instanceof Error ? error.message : String(error) },
        'outbox relay tick failed',
      );
      return 0;
    }
  }

  const task = startPeriodicTask({
    name: 'outbox relay',
    intervalMs,
    log: logger,
    run: async () => {
      let total = 0;
      for (const source of sources) total += await relaySource(source);
      return total;
    },
  });
  return { tick: async () => (await task.tick()) ?? 0, close: task.close };
}
