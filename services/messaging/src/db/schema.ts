import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AgentNotification } from '@nomada/contracts';
import type { ChatRequestsTable, LawyerMessagesTable } from '../chat/chat-tables';

/** `sending`: a delivery has claimed the row and may be talking to SMTP right now. */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
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
  /** Set when a delivery claims the row; only that delivery may mark it sent or failed. */
  claim_token: string | null;
  claimed_at: Date | null;
}

/** Decision 064: which email a caller's idempotency key stored (kept after the email is deleted). */
export interface EmailIdempotencyKeysTable {
  idempotency_key: string;
  email_id: string;
  created_at: Generated<Date>;
}

export const CONTACT_SOURCES = ['homepage', 'contact'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** What a visitor sent through the home or contact page form (docs/product/data.md). */
export interface ContactSubmissionsTable {
  id: Generated<string>;
  source: ContactSource;
  name: string;
  email: string;
  country: string | null;
  subject: string | null;
  message: string | null;
  language: 'en' | 'es';
  /** As forwarded by the gateway; used for throttling and abuse reports. */
  client_address: string | null;
  created_at: Generated<Date>;
}

export type ContactSummary = {
  source: ContactSource;
  name: string;
  email: string;
  country?: string;
  subject?: string;
  /** The start of the message only; the full text is in the team's email. */
  messagePreview?: string;
  language: 'en' | 'es';
};

/** An applicant asked for the premium plan (agents approve it once paid). */
export type PlanUpgradeRequestSummary = {
  userId: string;
  name: string;
  email: string;
  plan: 'premium';
};

/** An applicant signed up (`registration`) or uploaded a document (`upload`). */
export type ApplicantEventSummary = {
  userId: string;
  name: string;
  email: string;
  documentName?: string;
  documentNameEs?: string;
};

/** An applicant wrote to their lawyer: the start of the message. */
export type LawyerMessageSummary = {
  userId: string;
  name: string;
  email: string;
  messageId: string;
  preview: string;
};

export type AgentNotificationKind = AgentNotification['kind'];

export type AgentNotificationSummary =
  ContactSummary | PlanUpgradeRequestSummary | ApplicantEventSummary | LawyerMessageSummary;

/** Something agents should look at (decision 060): for one agent, or every agent when null. */
export interface AgentNotificationsTable {
  id: Generated<string>;
  kind: AgentNotificationKind;
  summary: ColumnType<AgentNotificationSummary, string, string>;
  agent_id: string | null;
  /** Names the event: the same event recorded twice is one notification. */
  dedupe_key: string | null;
  created_at: Generated<Date>;
}

/** Which agent read which notification. */
export interface AgentNotificationReadsTable {
  agent_id: string;
  notification_id: string;
  read_at: Generated<Date>;
}

/** Every notification an agent may see from before `read_through` is read (decision 060). */
export interface AgentNotificationWatermarksTable {
  agent_id: string;
  read_through: Date;
}

/** Accounts erased (decision 031): what is still in flight for them is refused, never stored. */
export interface ErasedUsersTable {
  user_id: string;
  erased_at: Generated<Date>;
}

export interface MessagingDatabase {
  'messaging.emails': EmailsTable;
  'messaging.email_idempotency_keys': EmailIdempotencyKeysTable;
  'messaging.contact_submissions': ContactSubmissionsTable;
  'messaging.agent_notifications': AgentNotificationsTable;
  'messaging.agent_notification_reads': AgentNotificationReadsTable;
  'messaging.agent_notification_watermarks': AgentNotificationWatermarksTable;
  'messaging.chat_requests': ChatRequestsTable;
  'messaging.lawyer_messages': LawyerMessagesTable;
  'messaging.erased_users': ErasedUsersTable;
}

export type EmailRow = Selectable<EmailsTable>;
