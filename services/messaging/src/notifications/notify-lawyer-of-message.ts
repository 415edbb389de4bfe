import type { Transaction } from 'kysely';
import type { Conversation } from '../chat/lawyer/conversation-access';
import type { MessagingDatabase } from '../db/schema';
import { insertAgentNotification } from './agent-notifications-repository';

const PREVIEW_LENGTH = 140;

/** An applicant wrote to their lawyer: a notification for that agent alone, one per message. */
export async function notifyLawyerOfMessage(
  trx: Transaction<MessagingDatabase>,
  { applicant, agent }: Conversation,
  message: { id: string; text: string },
): Promise<void> {
  const preview =
    message.text.length > PREVIEW_LENGTH
      ? `${message.text.slice(0, PREVIEW_LENGTH - 1)}…`
      : message.text;
  await insertAgentNotification(trx, {
    kind: 'lawyer_message',
    summary: {
      userId: applicant.id,
      name: applicant.full_name || applicant.email,
      email: applicant.email,
      messageId: message.id,
      preview,
    },
    agentId: agent.id,
    key: `lawyer_message:${message.id}`,
  });
}
