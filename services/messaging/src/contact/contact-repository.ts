import type { Kysely, Transaction } from 'kysely';
import type { ContactSubmission } from '@nomada/contracts';
import type { ContactSummary, MessagingDatabase } from '../db/schema';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;

export type SubmissionContext = { language: 'en' | 'es'; clientAddress: string | null };

const MESSAGE_PREVIEW_LENGTH = 280;

export async function insertContactSubmission(
  db: Db,
  submission: ContactSubmission,
  { language, clientAddress }: SubmissionContext,
): Promise<string> {
  const row = await db
    .insertInto('messaging.contact_submissions')
    .values({
      source: submission.source,
      name: submission.name,
      email: submission.email,
      country: submission.source === 'homepage' ? submission.country : null,
      subject: submission.source === 'contact' ? submission.subject : null,
      message: submission.source === 'contact' ? submission.message : null,
      language,
      client_address: clientAddress,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function contactSummary(
  submission: ContactSubmission,
  language: 'en' | 'es',
): ContactSummary {
  const base = { source: submission.source, name: submission.name, email: submission.email };
  if (submission.source === 'homepage') return { ...base, country: submission.country, language };
  const preview =
    submission.message.length > MESSAGE_PREVIEW_LENGTH
      ? `${submission.message.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…`
      : submission.message;
  return { ...base, subject: submission.subject, messagePreview: preview, language };
}

export async function insertAgentNotification(db: Db, summary: ContactSummary): Promise<string> {
  const row = await db
    .insertInto('messaging.agent_notifications')
    .values({ kind: 'contact', summary: JSON.stringify(summary) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
