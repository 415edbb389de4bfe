import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createPeriodicTask, drillFaultPoint } from '@nomada/service-kit';
import type { DecisionOwner } from '../clients/decision-owner-client';
import { recordDecisionEvent } from '../db/repositories/decision-events';
import type { ReviewDatabase } from '../db/schema';

export type DecisionRelayOptions = {
  db: Kysely<ReviewDatabase>;
  owners: readonly DecisionOwner[];
  log: FastifyBaseLogger;
  intervalMs: number;
  /** Told when a pass recorded emails, so they go out without waiting for their own loop. */
  onEmails: () => void;
  batchSize?: number;
};

export type DecisionRelay = {
  /**
   * Records what the owners decided and review has not recorded yet, now, and resolves when done
   * (a decision's request waits for it, so the agent's next read shows the entry). Never throws:
   * what it could not record, the loop records later.
   */
  relayNow(): Promise<void>;
  start(): void;
  close(): Promise<void>;
};

/**
 * Decision 064: identity and documents apply agents' decisions and write a decision event in the
 * same transaction; this relay moves each into review's audit trail with its email, exactly once:
 * pull the unacknowledged events, record each keyed by its id (a repeat writes nothing), then
 * acknowledge them. A crash between any two steps leaves the event unacknowledged, and the next
 * pass (of this instance after its restart, or of another) finishes it.
 */
export function createDecisionRelay({
  db,
  owners,
  log,
  intervalMs,
  onEmails,
  batchSize = 100,
}: DecisionRelayOptions): DecisionRelay {
  async function relayFrom(owner: DecisionOwner): Promise<number> {
    let emails = 0;
    for (;;) {
      const events = await owner.pending(batchSize);
      const recorded: string[] = [];
      for (const event of events) {
        try {
          const outcome = await recordDecisionEvent(db, event);
          if (outcome.emailed) emails += 1;
          recorded.push(event.id);
        } catch (error) {
          // Left unacknowledged: tried again at the next pass, the others go on.
          log.error(
            { err: error, owner: owner.name, eventId: event.id, audit: event.audit },
            'decision event not recorded in the audit trail; it will be retried',
          );
        }
      }
      if (recorded.length) {
        drillFaultPoint('review:before-ack');
        await owner.acknowledge(recorded);
      }
      if (events.length < batchSize || recorded.length < events.length) return emails;
    }
  }

  async function pass(): Promise<void> {
    const outcomes = await Promise.allSettled(owners.map(relayFrom));
    if (outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value > 0)) onEmails();
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }

  const task = createPeriodicTask({
    name: 'decision event relay pass',
    intervalMs,
    runAtStart: true,
    unref: true,
    failureLevel: 'warn',
    log,
    run: pass,
  });

  return {
    async relayNow() {
      task.kick();
      await task.tick();
    },
    start: task.start,
    close: task.close,
  };
}
