import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Outbound email outbox: a row is written before any queue is touched, so no send request is lost. */
export interface EmailsTable {
  id: Generated<string>;
  template: string;
  recipient: string;
  language: 'en' | 'es';
  /** Template parameters; secret ones (reset links) are removed once the mail is sent or given up. */
  params: ColumnType<Record<string, string>, string, string>;
  status: Generated<EmailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  sent_at: Date | null;
}

export interface MessagingDatabase {
  'messaging.emails': EmailsTable;
}

export type EmailRow = Selectable<EmailsTable>;
export type NewEmailRow = Insertable<EmailsTable>;
