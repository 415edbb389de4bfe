import type { ColumnType, Generated } from 'kysely';
import type { ChatHistoryItem, ChatSource } from '@nomada/contracts';

export const CHAT_REQUEST_STATUSES = ['queued', 'answered', 'failed', 'expired'] as const;
export type ChatRequestStatus = (typeof CHAT_REQUEST_STATUSES)[number];

/** A visa-assistant question and, once the worker has run, its answer (deleted after retention). */
export interface ChatRequestsTable {
  id: Generated<string>;
  user_id: string;
  question: string;
  /** The last few messages the browser sent along, oldest first. */
  history: ColumnType<ChatHistoryItem[], string, string>;
  interface_language: 'en' | 'es';
  status: Generated<ChatRequestStatus>;
  response: string | null;
  sources: ColumnType<ChatSource[] | null, string | null, string | null>;
  /** The language the answer is in (that of the question). */
  language: 'en' | 'es' | null;
  outcome: string | null;
  fact_ids: string[] | null;
  phrased_by: string | null;
  last_error: string | null;
  created_at: Generated<Date>;
  answered_at: Date | null;
}

export type LawyerSenderRole = 'applicant' | 'agent';

/** One message between a premium applicant and their assigned agent. */
export interface LawyerMessagesTable {
  id: Generated<string>;
  /** The conversation: one per applicant. */
  applicant_id: string;
  /** The agent assigned when it was written. */
  agent_id: string;
  sender_role: LawyerSenderRole;
  sender_id: string;
  text: string;
  created_at: Generated<Date>;
  /** When the other side read it. */
  read_at: Date | null;
  /** When its recipient was emailed that it waits unread. */
  notified_at: Date | null;
}
