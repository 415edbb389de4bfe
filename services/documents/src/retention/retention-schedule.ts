import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask, type Closable } from '@nomada/service-kit';
import type { DocumentsDeps } from '../deps';
import { sweepExpiredDocuments } from './sweep-expired-documents';

/** Not at the very start: a restart loop would otherwise sweep on every start. */
const FIRST_SWEEP_DELAY_MS = 5 * 60_000;

/**
 * The daily retention sweep of every documents instance. Several instances may sweep at the same
 * time; the sweep is built for that (each person's files are deleted once).
 */
export function startRetentionSchedule(
  deps: DocumentsDeps,
  log: FastifyBaseLogger,
  { firstDelayMs = FIRST_SWEEP_DELAY_MS }: { firstDelayMs?: number } = {},
): Closable {
  return startPeriodicTask({
    name: 'retention sweep',
    intervalMs: deps.config.RETENTION_SWEEP_INTERVAL_MS,
    firstRunAfterMs: firstDelayMs,
    unref: true,
    failureLevel: 'error',
    log,
    run: async () => {
      const report = await sweepExpiredDocuments({
        db: deps.db,
        storage: deps.storage,
        finishedCases: deps.finishedCases,
        retentionDays: deps.config.DOCUMENT_RETENTION_DAYS,
        now: deps.now,
        log,
      });
      log.info(
        {
          cases: report.cases.length,
          files: report.filesDeleted,
          leftovers: report.leftoversRemoved,
        },
        'retention sweep done',
      );
    },
  });
}
