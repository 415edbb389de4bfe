import type { Kysely, Transaction } from 'kysely';
import type { ContactSubmission } from '@nomada/contracts';
import type { ContactSummary, MessagingDatabase } from '../db/schema';
import { insertAgentNotification } from '../notifications/agent-notifications-repository';

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

/** A contact form, for every agent (the browser sends it beside send-contact-email). */
export function insertContactNotification(db: Db, summary: ContactSummary): Promise<string | null> {
  return insertAgentNotification(db, { kind: 'contact', summary, agentId: null, key: null });
}
