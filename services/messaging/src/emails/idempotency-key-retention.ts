import type { Kysely } from 'kysely';
import { startPeriodicTask, type PeriodicTask } from '@nomada/service-kit';
import type { MessagingDatabase } from '../db/schema';
import type { Logger } from '../queues/logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a caller's idempotency key is kept. A repeat comes from a caller that crashed between our
 * answer and its own bookkeeping (review's relay: within its 60 s lease after a restart), so a month
 * outlives any outage we would still call one, and the table stops growing with every email.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Not at the very start: a restart loop (or a rolling restart) would otherwise prune each time. */
const FIRST_PRUNE_AFTER_MS = 5 * 60_000;

/** Deletes the keys taken before `before`; answers how many went. */
export async function deleteIdempotencyKeysBefore(
  db: Kysely<MessagingDatabase>,
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('messaging.email_idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The worker's hourly pruning of keys older than the retention period. */
export function startIdempotencyKeyRetention(
  db: Kysely<MessagingDatabase>,
  logger: Logger,
): PeriodicTask<void> {
  return startPeriodicTask({
    name: 'idempotency key retention',
    intervalMs: PRUNE_EVERY_MS,
    firstRunAfterMs: FIRST_PRUNE_AFTER_MS,
    unref: true,
    log: logger,
    run: async () => {
      const deleted = await deleteIdempotencyKeysBefore(
        db,
        new Date(Date.now() - IDEMPOTENCY_KEY_RETENTION_DAYS * DAY_MS),
      );
      if (deleted) logger.info({ deleted }, 'old email idempotency keys deleted');
    },
  });
}
