import { sql, type Kysely } from 'kysely';
import type { AccountExportRequest } from '@nomada/contracts';
import type { MessagingDatabase } from '../db/schema';
import { namesThePerson } from './emails-of-person';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** What messaging keeps about the person, for their export. Secret email parameters are never kept. */
export async function exportMessagesOf(
  db: Kysely<MessagingDatabase>,
  { userId, email }: AccountExportRequest,
) {
  const [lawyerMessages, questions, emails, contactMessages] = await Promise.all([
    db
      .selectFrom('messaging.lawyer_messages')
      .select(['id', 'sender_role', 'text', 'created_at', 'read_at'])
      .where('applicant_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('messaging.chat_requests')
      .select(['question', 'response', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('messaging.emails')
      .select(['template', 'status', 'created_at', 'sent_at'])
      .where((eb) => namesThePerson(eb, email))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('messaging.contact_submissions')
      .select(['source', 'name', 'country', 'subject', 'message', 'created_at'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    lawyer_messages: lawyerMessages.map((row) => ({
      id: row.id,
      sender_role: row.sender_role,
      text: row.text,
      created_at: row.created_at.toISOString(),
      read_at: iso(row.read_at),
    })),
    assistant_questions: questions.map((row) => ({
      question: row.question,
      response: row.response,
      asked_at: row.created_at.toISOString(),
    })),
    emails: emails.map((row) => ({
      template: row.template,
      status: row.status,
      created_at: row.created_at.toISOString(),
      sent_at: iso(row.sent_at),
    })),
    contact_messages: contactMessages.map((row) => ({
      source: row.source,
      name: row.name,
      country: row.country,
      subject: row.subject,
      message: row.message,
      sent_at: row.created_at.toISOString(),
    })),
  };
}
