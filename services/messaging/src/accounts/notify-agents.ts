import type { Kysely } from 'kysely';
import type { AgentNotificationRequest } from '@nomada/contracts';
import type { AgentNotificationSummary, MessagingDatabase } from '../db/schema';
import { insertEmail } from '../emails/email-repository';
import { insertAgentNotification } from '../notifications/agent-notifications-repository';
import { unlessErased } from './erased-users';

export type NotifyOutcome =
  | { status: 'recorded'; notificationId: string; emailId: string | null }
  | { status: 'duplicate' }
  | { status: 'erased' };

function summaryOf(request: AgentNotificationRequest): AgentNotificationSummary {
  const { userId, name, email } = request;
  if (request.kind === 'plan_upgrade_request') return { userId, name, email, plan: request.plan };
  if (request.kind === 'upload') {
    const { documentName, documentNameEs } = request;
    return { userId, name, email, documentName, ...(documentNameEs ? { documentNameEs } : {}) };
  }
  return { userId, name, email };
}

/**
 * Something an applicant did, for agents (decision 060): a notification row, and for a plan upgrade
 * request an email to the team (who arrange the payment), in one transaction. An event whose key was
 * recorded before, or about an erased applicant, records nothing.
 */
export async function notifyAgents(
  db: Kysely<MessagingDatabase>,
  request: AgentNotificationRequest,
  teamEmail: string,
): Promise<NotifyOutcome> {
  const outcome = await unlessErased(db, request.userId, async (trx) => {
    const notificationId = await insertAgentNotification(trx, {
      kind: request.kind,
      summary: summaryOf(request),
      agentId: request.agentId ?? null,
      key: request.key ?? null,
    });
    if (!notificationId) return { status: 'duplicate' } as const;
    const emailId =
      request.kind === 'plan_upgrade_request'
        ? await insertEmail(trx, {
            template: 'plan-upgrade-request-team',
            to: teamEmail,
            language: 'en',
            params: { name: request.name, email: request.email },
          })
        : null;
    return { status: 'recorded', notificationId, emailId } as const;
  });
  return outcome === 'erased' ? { status: 'erased' } : outcome;
}
