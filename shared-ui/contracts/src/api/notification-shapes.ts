import { z } from 'zod';
import { isoTimeSchema } from './session-shapes';

/**
 * What agents are told about (decision 060): a new registration, an upload, a lawyer message to
 * them, a plan upgrade request, a contact form.
 */
export const AGENT_NOTIFICATION_KINDS = [
  'registration',
  'upload',
  'lawyer_message',
  'plan_upgrade_request',
  'contact',
] as const;
export const agentNotificationKindSchema = z.enum(AGENT_NOTIFICATION_KINDS);

/** At most this many notifications come back, newest first; `unread` counts them all. */
export const AGENT_NOTIFICATIONS_LISTED = 50;

/** `agent-notifications`: every notification, or the unread ones only. */
export const agentNotificationsRequestSchema = z.object({
  unreadOnly: z.boolean({ error: 'invalid_request' }).optional(),
});

/**
 * One notification. `text` is the event's detail in no particular language (a name, a document's
 * name, the start of a message); clients title it by `kind`. `userId`: the applicant it is about
 * (null for contact forms).
 */
export const agentNotificationSchema = z.object({
  id: z.uuid(),
  kind: agentNotificationKindSchema,
  text: z.string(),
  userId: z.uuid().nullable(),
  created_at: isoTimeSchema,
  read: z.boolean(),
});

export const agentNotificationsAnswerSchema = z.object({
  items: z.array(agentNotificationSchema),
  unread: z.number().int().min(0),
});

/** `agent-notifications-read`: marks these read for the caller (ids that are not theirs change nothing). */
export const markAgentNotificationsReadSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'invalid_request' }), { error: 'invalid_request' })
    .min(1, 'invalid_request')
    .max(AGENT_NOTIFICATIONS_LISTED, 'invalid_request'),
});
export const markAgentNotificationsReadAnswerSchema = z.object({
  success: z.literal(true),
  unread: z.number().int().min(0),
});

export type AgentNotificationKind = z.infer<typeof agentNotificationKindSchema>;
export type AgentNotification = z.infer<typeof agentNotificationSchema>;
export type AgentNotificationsAnswer = z.infer<typeof agentNotificationsAnswerSchema>;
export type MarkAgentNotificationsReadAnswer = z.infer<
  typeof markAgentNotificationsReadAnswerSchema
>;
