import { z } from 'zod';
import { isoTimeSchema } from './session-shapes';

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_USED = 5;

export const chatHistoryItemSchema = z.object({
  id: z.string().max(100),
  content: z.string().max(CHAT_MESSAGE_MAX * 2),
  role: z.enum(['user', 'assistant']),
  timestamp: z.string().max(40),
});

export const visaChatSchema = z.object({
  message: z
    .string({ error: 'chat_message_required' })
    .trim()
    .min(1, 'chat_message_required')
    .max(CHAT_MESSAGE_MAX, 'chat_message_too_long'),
  conversationHistory: z.array(chatHistoryItemSchema).max(50, 'invalid_request').default([]),
});

/** Where a fact of the answer comes from: an official or professional page, or one of ours ("/pricing"). */
export const chatSourceSchema = z.object({ title: z.string(), url: z.string() });
/** `sources`: the pages the answer's facts were checked against (empty when the assistant does not know). */
export const visaChatAnswerSchema = z.object({
  response: z.string(),
  sources: z.array(chatSourceSchema).optional(),
});

export const lawyerSenderRoleSchema = z.enum(['applicant', 'agent']);

/** `read_at`: when the other side read it (null while unread). */
export const lawyerMessageSchema = z.object({
  id: z.uuid(),
  sender_role: lawyerSenderRoleSchema,
  text: z.string(),
  created_at: isoTimeSchema,
  read_at: isoTimeSchema.nullable().optional(),
});

/** The person on the other side of the conversation, by name. */
export const lawyerCounterpartSchema = z.object({ first_name: z.string(), last_name: z.string() });

export const lawyerMessagesSchema = z.object({ userId: z.uuid('invalid_request').optional() });
/**
 * Oldest first. Beside the HTTP contract's `messages`: `unread`, how many of the other side's messages the
 * caller has not read yet, and `counterpart`, the lawyer (for the applicant) or the applicant (for
 * the agent).
 */
export const lawyerMessagesAnswerSchema = z.object({
  messages: z.array(lawyerMessageSchema),
  unread: z.number().int().min(0).optional(),
  counterpart: lawyerCounterpartSchema.nullable().optional(),
});

/**
 * `mark-lawyer-messages-read`: the caller has seen every message of the conversation so far.
 * @alias the same body as `lawyer-messages`, named after its own operation.
 */
export const markLawyerMessagesReadSchema = lawyerMessagesSchema;

/**
 * `lawyer-unread-counts`: the conversations with messages the caller has not read, for the badges
 * of the applicant dashboard (one, the applicant's own) and the agent's assigned-users list.
 */
export const lawyerUnreadThreadSchema = z.object({
  userId: z.uuid(),
  unread: z.number().int().min(1),
  last_message_at: isoTimeSchema,
});
export const lawyerUnreadCountsAnswerSchema = z.object({
  threads: z.array(lawyerUnreadThreadSchema),
});

export const sendLawyerMessageSchema = z.object({
  text: z
    .string({ error: 'chat_message_required' })
    .trim()
    .min(1, 'chat_message_required')
    .max(CHAT_MESSAGE_MAX, 'chat_message_too_long'),
  userId: z.uuid('invalid_request').optional(),
});
export const sendLawyerMessageAnswerSchema = z.object({ message: lawyerMessageSchema });

export type VisaChatInput = z.input<typeof visaChatSchema>;
export type VisaChatAnswer = z.infer<typeof visaChatAnswerSchema>;
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;
export type ChatSource = z.infer<typeof chatSourceSchema>;
export type LawyerMessage = z.infer<typeof lawyerMessageSchema>;
export type LawyerSenderRole = z.infer<typeof lawyerSenderRoleSchema>;
export type LawyerCounterpart = z.infer<typeof lawyerCounterpartSchema>;
export type LawyerMessagesAnswer = z.infer<typeof lawyerMessagesAnswerSchema>;
export type LawyerUnreadThread = z.infer<typeof lawyerUnreadThreadSchema>;

/** The Server-Sent Events event name of a new message (the HTTP contract: `message`). */
export const LAWYER_STREAM_MESSAGE_EVENT = 'message';
