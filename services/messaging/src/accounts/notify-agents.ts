import type { Kysely } from 'kysely';
import type { AgentNotificationRequest } from '@nomada/contracts';
import type { MessagingDatabase } from '../db/schema';
import { insertEmail } from '../emails/email-repository';

/**
 * A plan upgrade request, as agents are told of a contact form: a notification row for the agent
 * dashboard, and an email to the team (who arrange the payment), both in one transaction.
 */
export async function notifyAgents(
  db: Kysely<MessagingDatabase>,
  { userId, name, email, plan }: AgentNotificationRequest,
  teamEmail: string,
): Promise<{ notificationId: string; emailId: string }> {
  return db.transaction().execute(async (trx) => {
    const notification = await trx
      .insertInto('messaging.agent_notifications')
      .values({
        kind: 'plan_upgrade_request',
        summary: JSON.stringify({ userId, name, email, plan }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const emailId = await insertEmail(trx, {
      template: 'plan-upgrade-request-team',
      to: teamEmail,
      language: 'en',
      params: { name, email },
    });
    return { notificationId: notification.id, emailId };
  });
}
