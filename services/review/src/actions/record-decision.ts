import type { NewDecision } from '../db/schema';
import { insertDecision } from '../db/repositories/decisions';
import { insertDecisionEmail, type NewDecisionEmail } from '../db/repositories/email-outbox';
import type { ActionContext } from './action-context';

export type DecisionEmail = Pick<NewDecisionEmail, 'template' | 'details'>;

/**
 * Writes a decision that identity or documents has just applied into the audit trail, with the
 * applicant's email in the same transaction, then wakes the relay. The owning service has already
 * made the change (that is where two agents at once are told apart), so a failure here is logged
 * with everything needed to write the entry by hand.
 */
export async function recordDecision(
  { deps, log }: ActionContext,
  decision: NewDecision,
  email?: DecisionEmail,
): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await insertDecision(trx, decision);
      if (email)
        await insertDecisionEmail(trx, { ...email, decisionId: row.id, userId: decision.user_id });
    });
  } catch (error) {
    log.error({ err: error, decision }, 'decision applied but not recorded in the audit trail');
    throw error;
  }
  if (email) deps.emails.kick();
}
