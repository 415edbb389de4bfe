import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createPeriodicTask, retryDelayMs, type Closable } from '@nomada/service-kit';
import type { Database } from '../db/schema';
import {
  claimDueErasures,
  deleteFinishedErasure,
  markStepDone,
  rescheduleErasure,
  type ErasureRow,
  type ErasureStep,
} from '../db/repositories/account-erasures';
import type { RevocationPublisher } from '../sessions/revocations';
import { ACCOUNT_SERVICES, type AccountServices } from './account-services';

export type ErasureRelay = Closable & {
  /** Carries out one erasure now (the request that wrote it); what fails is retried later. */
  carryOut(id: string): Promise<void>;
  /** One pass over every erasure that is due (the timer, tests). */
  runOnce(): Promise<void>;
  start(): void;
};

export type ErasureRelayOptions = {
  db: Kysely<Database>;
  services: AccountServices;
  revocations: RevocationPublisher;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs: number;
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
};

/**
 * Decision 031: identity forgets the person in the request's transaction and writes this row; the
 * row's steps (publish the sessions' revocation, then each service's `/internal/accounts/erase`)
 * are carried out at once and, for any that fails, again with a growing delay until every service
 * has confirmed. Each step is idempotent, so a step done twice (two instances, a crash between a
 * call and its mark) does no harm.
 */
export function createErasureRelay({
  db,
  services,
  revocations,
  log,
  intervalMs,
  leaseMs = 60_000,
  retryBaseMs = 10_000,
  retryMaxMs = 30 * 60_000,
}: ErasureRelayOptions): ErasureRelay {
  const running = new Set<Promise<void>>();

  async function step(row: ErasureRow, name: ErasureStep): Promise<void> {
    if (name === 'revocations') {
      await revocations.publish(row.session_ids);
    } else {
      const erased = await services.erase(name, {
        userId: row.user_id,
        email: row.email,
        names: row.names,
        pseudonym: row.pseudonym,
      });
      log.info({ erasureId: row.id, service: name, erased }, 'account erased in a service');
    }
    await markStepDone(db, row.id, name);
  }

  async function process(row: ErasureRow): Promise<void> {
    const failures: string[] = [];
    // Sessions first, so nothing the person still holds works while the rest is erased.
    if (row.pending.includes('revocations')) {
      await step(row, 'revocations').catch((error: unknown) =>
        failures.push(`revocations: ${(error as Error).message}`),
      );
    }
    await Promise.all(
      ACCOUNT_SERVICES.filter((service) => row.pending.includes(service)).map((service) =>
        step(row, service).catch((error: unknown) =>
          failures.push(`${service}: ${(error as Error).message}`),
        ),
      ),
    );
    if (failures.length === 0) {
      await deleteFinishedErasure(db, row.id);
      log.info({ erasureId: row.id, pseudonym: row.pseudonym }, 'account erasure complete');
      return;
    }
    const delayMs = retryDelayMs(row.attempts, { baseMs: retryBaseMs, maxMs: retryMaxMs });
    await rescheduleErasure(db, row.id, { delayMs, error: failures.join('; ') });
    log.warn(
      { erasureId: row.id, failures, retryInMs: delayMs },
      'account erasure not confirmed by every service; it will be retried',
    );
  }

  function track(work: Promise<void>): Promise<void> {
    const tracked = work.finally(() => running.delete(tracked));
    running.add(tracked);
    return tracked;
  }

  async function runOnce(): Promise<void> {
    for (;;) {
      const rows = await claimDueErasures(db, { limit: 10, leaseMs });
      await Promise.all(rows.map(process));
      if (rows.length < 10) return;
    }
  }

  const pass = createPeriodicTask({
    name: 'account erasure relay pass',
    intervalMs,
    run: () => track(runOnce()),
    log,
    unref: true,
    failureLevel: 'error',
  });

  return {
    carryOut(id) {
      return track(
        claimDueErasures(db, { limit: 1, leaseMs, id }).then((rows) =>
          Promise.all(rows.map(process)).then(() => undefined),
        ),
      );
    },
    runOnce: () => track(runOnce()),
    start: () => pass.start(),
    async close() {
      await pass.close();
      await Promise.allSettled([...running]);
    },
  };
}
