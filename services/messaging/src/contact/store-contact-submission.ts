import type { Kysely } from 'kysely';
import type { ContactSubmission } from '@nomada/contracts';
import type { MessagingDatabase } from '../db/schema';
import { insertEmail } from '../emails/email-repository';
import { insertContactSubmission, type SubmissionContext } from './contact-repository';

export type StoredSubmission = { submissionId: string; emailIds: string[] };

/**
 * The submission and its two emails in one transaction: the `messaging.emails` rows are the outbox,
 * so once this commits both emails will be sent (by the queue, or by the relay if Redis is down), and
 * if it fails nothing at all is left behind.
 */
export function storeContactSubmission(
  db: Kysely<MessagingDatabase>,
  submission: ContactSubmission,
  context: SubmissionContext & { teamEmail: string },
): Promise<StoredSubmission> {
  return db.transaction().execute(async (trx) => {
    const submissionId = await insertContactSubmission(trx, submission, context);
    const details: Record<string, string> =
      submission.source === 'homepage'
        ? { country: submission.country }
        : { subject: submission.subject, message: submission.message };
    const teamEmailId = await insertEmail(trx, {
      template: 'contact-team-notification',
      to: context.teamEmail,
      language: 'en',
      params: {
        source: submission.source,
        name: submission.name,
        email: submission.email,
        language: context.language,
        submissionId,
        ...details,
      },
    });
    const acknowledgementId = await insertEmail(trx, {
      template: 'contact-acknowledgement',
      to: submission.email,
      language: context.language,
      params: {},
    });
    return { submissionId, emailIds: [teamEmailId, acknowledgementId] };
  });
}
