import type { Kysely } from 'kysely';
import type { MessagingDatabase } from '../db/schema';
import { findStaleIds } from '../emails/email-repository';
import { enqueueEmails, type EmailQueue } from './email-queue';
import type { OutboxSource } from './outbox-relay';

export function emailOutboxSource(
  db: Kysely<MessagingDatabase>,
  queue: EmailQueue,
  minAgeMs: number,
  sendLeaseMs: number,
): OutboxSource {
  return {
    name: 'emails',
    findStaleIds: (limit) => findStaleIds(db, { minAgeMs, sendLeaseMs }, limit),
    enqueue: (ids) => enqueueEmails(queue, ids),
  };
}
