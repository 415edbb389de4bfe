import type { FastifyBaseLogger } from 'fastify';
import type { Closable } from '@nomada/service-kit';
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
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepExpiredDocuments({
      db: deps.db,
      storage: deps.storage,
      finishedCases: deps.finishedCases,
      retentionDays: deps.config.DOCUMENT_RETENTION_DAYS,
      now: deps.now,
      log,
    })
      .then((report) =>
        log.info(
          {
            cases: report.cases.length,
            files: report.filesDeleted,
            leftovers: report.leftoversRemoved,
          },
          'retention sweep done',
        ),
      )
      .catch((error: unknown) =>
        log.error({ err: error }, 'retention sweep failed; retried tomorrow'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(sweep, firstDelayMs);
  const daily = setInterval(sweep, deps.config.RETENTION_SWEEP_INTERVAL_MS);
  first.unref();
  daily.unref();
  return {
    async close() {
      clearTimeout(first);
      clearInterval(daily);
      await running;
    },
  };
}
