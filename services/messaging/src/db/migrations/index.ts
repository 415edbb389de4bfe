import type { Migration } from 'kysely';
import * as createEmails from './2026-11-23-001-create-emails';
import * as claimBeforeSend from './2026-11-24-001-claim-before-send';
import * as createContactTables from './2026-11-24-002-create-contact-tables';
import * as throttleCounters from './2026-11-25-001-throttle-counters';
import * as chat from './2026-11-27-001-chat';
import * as upgradeNotificationsAndErasure from './2026-12-01-001-upgrade-notifications-and-erasure';
import * as agentNotificationAudience from './2026-12-05-001-agent-notification-audience';
import * as agentNotificationWatermarks from './2026-12-07-001-agent-notification-watermarks';
import * as emailIdempotencyKeys from './2026-12-08-001-email-idempotency-keys';

/** Ordered by name; a new migration gets a later timestamped name. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-001-create-emails': createEmails,
  '2026-11-24-001-claim-before-send': claimBeforeSend,
  '2026-11-24-002-create-contact-tables': createContactTables,
  '2026-11-25-001-throttle-counters': throttleCounters,
  '2026-11-27-001-chat': chat,
  '2026-12-01-001-upgrade-notifications-and-erasure': upgradeNotificationsAndErasure,
  '2026-12-05-001-agent-notification-audience': agentNotificationAudience,
  '2026-12-07-001-agent-notification-watermarks': agentNotificationWatermarks,
  '2026-12-08-001-email-idempotency-keys': emailIdempotencyKeys,
};
