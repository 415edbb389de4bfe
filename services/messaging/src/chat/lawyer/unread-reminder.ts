import type { Kysely } from 'kysely';
import { type IdentityLookup } from '@nomada/service-kit';
import type { UserSummary } from '@nomada/contracts';
import type { MessagingDatabase } from '../../db/schema';
import { insertEmail } from '../../emails/email-repository';
import type { Logger } from '../../queues/logger';
import {
  claimWaitingMessages,
  findWaitingMessages,
  type WaitingGroup,
} from './lawyer-messages-repository';

export type UnreadReminderDeps = {
  db: Kysely<MessagingDatabase>;
  directory: IdentityLookup;
  /** A message unread this long gets its recipient an email. */
  waitMs: number;
  enqueueEmails: (emailIds: readonly string[]) => Promise<void>;
  logger: Logger;
};

type People = { recipient?: UserSummary; sender?: UserSummary };

function peopleOf(group: WaitingGroup, users: Map<string, UserSummary>): People {
  const applicant = users.get(group.applicantId);
  const agent = applicant?.assigned_agent_id ? users.get(applicant.assigned_agent_id) : undefined;
  // Nobody to tell once the conversation is over (no lawyer assigned, or no longer premium).
  if (!applicant || applicant.plan !== 'premium' || agent?.role !== 'agent') return {};
  return group.senderRole === 'agent'
    ? { recipient: applicant, sender: agent }
    : { recipient: agent, sender: applicant };
}

/**
 * One email per conversation and side for the messages that have waited unread for `waitMs`
 * ("Your lawyer sent you 2 messages"), written to the outbox in the transaction that marks the
 * messages reminded: two workers sweeping at once send it once, and a crash sends it later or not
 * at all, never twice. Answers how many emails it queued.
 */
export async function remindUnreadMessages({
  db,
  directory,
  waitMs,
  enqueueEmails,
  logger,
}: UnreadReminderDeps): Promise<number> {
  const groups = await findWaitingMessages(db, new Date(Date.now() - waitMs));
  if (!groups.length) return 0;
  const applicants = await directory.lookupUsers(groups.map((group) => group.applicantId));
  const agentIds = [...applicants.values()].flatMap((user) =>
    user.assigned_agent_id ? [user.assigned_agent_id] : [],
  );
  const users = new Map([...applicants, ...(await directory.lookupUsers(agentIds))]);

  const emailIds: string[] = [];
  for (const group of groups) {
    const { recipient, sender } = peopleOf(group, users);
    const emailId = await db.transaction().execute(async (trx) => {
      const claimed = await claimWaitingMessages(trx, group.messageIds);
      if (!claimed.length || !recipient) return undefined;
      return insertEmail(trx, {
        template: 'lawyer-messages-waiting',
        to: recipient.email,
        language: recipient.language,
        params: {
          count: String(claimed.length),
          recipientRole: recipient.role,
          ...(recipient.first_name ? { firstName: recipient.first_name } : {}),
          ...(sender?.full_name ? { fromName: sender.full_name } : {}),
        },
      });
    });
    if (emailId) emailIds.push(emailId);
  }
  if (emailIds.length) {
    logger.info({ emails: emailIds.length }, 'unread lawyer messages reminded');
    // The relay sends rows whose enqueue failed.
    await enqueueEmails(emailIds).catch((error: unknown) =>
      logger.warn(
        { err: (error as Error).message },
        'reminder enqueue failed; the relay will retry',
      ),
    );
  }
  return emailIds.length;
}
