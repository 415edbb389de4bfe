import type { Kysely } from 'kysely';
import { startPeriodicTask } from '@nomada/service-kit';
import type { MessagingDatabase } from '../db/schema';
import type { Logger } from '../queues/logger';
import { remindUnreadMessages, type UnreadReminderDeps } from './lawyer/unread-reminder';
import { deleteChatRequestsBefore } from './queue/chat-requests-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_EVERY_MS = 60 * 60 * 1000;

export type ChatMaintenance = { tick(): Promise<void>; close(): Promise<void> };

/**
 * The worker's timer for the chat: reminds unread lawyer messages every `sweepMs`, and once an hour
 * deletes visa-assistant questions older than the retention period. One tick at a time; a failed
 * tick is logged and the next one tries again.
 */
export function startChatMaintenance({
  reminder,
  db,
  sweepMs,
  retentionDays,
  logger,
}: {
  reminder: UnreadReminderDeps;
  db: Kysely<MessagingDatabase>;
  sweepMs: number;
  retentionDays: number;
  logger: Logger;
}): ChatMaintenance {
  let lastRetention = 0;

  async function work() {
    try {
      await remindUnreadMessages(reminder);
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'unread reminder failed');
    }
    if (Date.now() - lastRetention < RETENTION_EVERY_MS) return;
    try {
      const deleted = await deleteChatRequestsBefore(
        db,
        new Date(Date.now() - retentionDays * DAY_MS),
      );
      lastRetention = Date.now();
      if (deleted) logger.info({ deleted }, 'old visa-assistant questions deleted');
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'chat retention failed');
    }
  }

  const task = startPeriodicTask({
    name: 'chat maintenance',
    intervalMs: sweepMs,
    log: logger,
    run: work,
  });
  return {
    tick: async () => {
      await task.tick();
    },
    close: task.close,
  };
}
