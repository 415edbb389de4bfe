import { randomUUID } from 'node:crypto';
import type { DecisionEvent } from '@nomada/contracts';
import { lockPersonShared } from '@nomada/service-kit';
import type { Kysely } from 'kysely';
import type { Decision, ReviewDatabase } from '../schema';

/** What a late entry of an erased applicant says instead of the reason, which may name them. */
export const ERASED_REASON = 'Not kept: the applicant erased their account.';

/**
 * Records an owner's decision event in the audit trail with the applicant's email, in one
 * transaction keyed by the event's id: a second relay of the same event (a crash before the
 * owner heard it was recorded) writes nothing. An event of an applicant erased meanwhile is
 * recorded as their other entries were pseudonymised: a new id, the pseudonym, no reason, no email.
 * Answers whether this call wrote the entry.
 */
export async function recordDecisionEvent(
  db: Kysely<ReviewDatabase>,
  event: DecisionEvent,
): Promise<{ recorded: boolean; emailed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const { audit } = event;
    await lockPersonShared(trx, 'review', audit.userId);
    const erased = await trx
      .selectFrom('review.erased_applicants')
      .select('pseudonym')
      .where('user_id', '=', audit.userId)
      .executeTakeFirst();
    const userId = erased ? randomUUID() : audit.userId;
    const row = await trx
      .insertInto('review.decisions')
      .values({
        event_id: event.id,
        agent_id: audit.agentId,
        subject_type: audit.subjectType,
        subject_id: erased && audit.subjectType !== 'document' ? userId : audit.subjectId,
        user_id: userId,
        applicant_pseudonym: erased?.pseudonym ?? null,
        decision: audit.decision as Decision,
        reason: erased && audit.reason !== null ? ERASED_REASON : audit.reason,
        document_name_en: audit.documentName?.en ?? null,
        document_name_es: audit.documentName?.es ?? null,
        created_at: new Date(event.createdAt),
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return { recorded: false, emailed: false };
    if (!event.email || erased) return { recorded: true, emailed: false };
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
