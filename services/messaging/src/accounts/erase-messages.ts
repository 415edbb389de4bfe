import { sql, type Kysely } from 'kysely';
import type { AccountEraseRequest } from '@nomada/contracts';
import type { MessagingDatabase } from '../db/schema';
import { markErased } from './erased-users';
import { namesThePerson } from './emails-of-person';

/**
 * Forgets one person (decision 031): their lawyer conversation, assistant questions, the agents'
 * notifications about them, their contact form messages and every email to their address or about
 * them (the team's copy of their contact form or plan-upgrade request), addresses compared without
 * case, except the account-deleted email still on its way (it is deleted once sent). Marked erased first, so a
 * message in flight for them is refused. Repeating it finds nothing left.
 */
export async function eraseMessagesOf(
  db: Kysely<MessagingDatabase>,
  { userId, email }: AccountEraseRequest,
): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx) => {
    await markErased(trx, userId);
    const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
    const lawyerMessages = await trx
      .deleteFrom('messaging.lawyer_messages')
      .where('applicant_id', '=', userId)
      .executeTakeFirst();
    const questions = await trx
      .deleteFrom('messaging.chat_requests')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const notifications = await trx
      .deleteFrom('messaging.agent_notifications')
      .where((eb) =>
        eb.or([
          eb(sql`summary->>'userId'`, '=', userId),
          eb(sql`lower(summary->>'email')`, '=', email.toLowerCase()),
        ]),
      )
      .executeTakeFirst();
    const contactMessages = await trx
      .deleteFrom('messaging.contact_submissions')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    const emails = await trx
      .deleteFrom('messaging.emails')
      .where((eb) => namesThePerson(eb, email))
      .where((eb) =>
        eb.not(
          eb.and([
            eb('template', '=', 'account-deleted'),
            eb('status', 'in', ['queued', 'sending']),
          ]),
        ),
      )
      .executeTakeFirst();
    return {
      lawyerMessages: count(lawyerMessages),
      assistantQuestions: count(questions),
      agentNotifications: count(notifications),
      contactMessages: count(contactMessages),
      emails: count(emails),
    };
  });
}
