import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask, type Closable } from '@nomada/service-kit';
import { removeQueuedFiles } from '../db/repositories/files-to-remove';
import type { DocumentsDeps } from '../deps';

/**
 * Removes stored files no row claimed within `afterMs` of being queued: what a documents instance
 * killed between storing a file and recording it (or between replacing a file and removing the old
 * one) left behind (commit-upload.ts). Runs on every instance, at start and then every
 * min(afterMs, 60 s); rows another instance holds are skipped.
 */
export function startLeftoverSweeper(
  deps: Pick<DocumentsDeps, 'db' | 'storage'>,
  log: FastifyBaseLogger,
  afterMs: number,
): Closable {
  return startPeriodicTask({
    name: 'leftover sweep',
    intervalMs: Math.min(afterMs, 60_000),
    runAtStart: true,
    unref: true,
    log,
    run: async () => {
      const { removed } = await removeQueuedFiles(deps.db, deps.storage, {
        queuedBeforeMs: afterMs,
        log,
      });
      if (removed.length) log.warn({ removed: removed.length }, 'removed files no upload claimed');
    },
  });
}
