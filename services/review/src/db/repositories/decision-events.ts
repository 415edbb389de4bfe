import type { DecisionEvent } from '@nomada/contracts';
import type { Kysely } from 'kysely';
import type { Decision, ReviewDatabase } from '../schema';

/**
 * Records an owner's decision event in the audit trail with the applicant's email, in one
 * transaction keyed by the event's id: a second relay of the same event (a crash before the
 * owner heard it was recorded) writes nothing. Answers whether this call wrote the entry.
 */
export async function recordDecisionEvent(
  db: Kysely<ReviewDatabase>,
  event: DecisionEvent,
): Promise<{ recorded: boolean; emailed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const { audit } = event;
    const row = await trx
      .insertInto('review.decisions')
      .values({
        event_id: event.id,
        agent_id: audit.agentId,
        subject_type: audit.subjectType,
        subject_id: audit.subjectId,
        user_id: audit.userId,
        decision: audit.decision as Decision,
        reason: audit.reason,
        document_name_en: audit.documentName?.en ?? null,
        document_name_es: audit.documentName?.es ?? null,
        created_at: new Date(event.createdAt),
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return { recorded: false, emailed: false };
    if (!event.email) return { recorded: true, emailed: false };
    await trx
      .insertInto('review.email_outbox')
      .values({
        decision_id: row.id,
        user_id: audit.userId,
        template: event.email.template,
        details: JSON.stringify(event.email.details),
      })
      .execute();
    return { recorded: true, emailed: true };
  });
}
