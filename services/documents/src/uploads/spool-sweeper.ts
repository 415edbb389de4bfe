import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '@nomada/service-kit';
import { removeStaleSpoolFiles } from './spool-upload';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Every request removes its own spool file; only a process killed mid-upload leaves one. Those are
 * removed at start and hourly once an hour old (no upload takes that long: the request timeout is
 * two minutes).
 */
export function startSpoolSweeper(spoolDir: string, log: FastifyBaseLogger) {
  return startPeriodicTask({
    name: 'spool sweep',
    intervalMs: HOUR_MS,
    runAtStart: true,
    unref: true,
    log,
    run: async () => {
      const removed = await removeStaleSpoolFiles(spoolDir, HOUR_MS);
      if (removed)
        log.warn({ removed, spoolDir }, 'removed spool files left by an interrupted upload');
    },
  });
}
