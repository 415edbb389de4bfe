import type { ActionContext } from './action-context';
import { recordOwnersDecision } from './record-owners-decision';

export type RegistrationDecision =
  | { decision: 'approved'; userId: string }
  | { decision: 'rejected'; userId: string; reason: string };

/**
 * approveRegistration / rejectRegistration: identity moves the profile out of `pending` with one
 * conditional update (of two agents at once, the second gets 409 `already_decided`); the applicant
 * is told by email that they can sign in, or why not.
 */
export async function decideRegistration(
  context: ActionContext,
  registration: RegistrationDecision,
): Promise<void> {
  const { userId, decision } = registration;
  const reason = registration.decision === 'rejected' ? registration.reason : undefined;
  await context.deps.identity.decideRegistration({
    userId,
    decision,
    ...(reason === undefined ? {} : { reason }),
    decidedBy: context.agentId,
  });
  await recordOwnersDecision(context);
}
