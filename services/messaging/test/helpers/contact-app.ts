import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestContext } from './test-context';

export type ContactTables = {
  submissions: number;
  emails: number;
  notifications: number;
  /** Email ids handed to the queue. */
  enqueued: number;
};

export type ContactApp = {
  context: Awaited<ReturnType<typeof createTestContext>>;
  app: FastifyInstance;
  /** Email ids the app handed to the queue, in order. */
  enqueued: string[];
  /** What the contact calls write, counted now: a refused call must change none of it. */
  counts(): Promise<ContactTables>;
  close(): Promise<void>;
};

/** The messaging app on a database of its own, with the email queue replaced by a list. */
export async function createContactApp(): Promise<ContactApp> {
  const context = await createTestContext();
  const enqueued: string[] = [];
  const app = await buildApp(context.config, {
    db: context.db,
    redis: context.redis,
    enqueueEmails: async (ids) => {
      enqueued.push(...ids);
    },
  });
  const count = async (
    table: 'messaging.contact_submissions' | 'messaging.emails' | 'messaging.agent_notifications',
  ) =>
    Number(
      (
        await context.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    context,
    app,
    enqueued,
    counts: async () => ({
      submissions: await count('messaging.contact_submissions'),
      emails: await count('messaging.emails'),
      notifications: await count('messaging.agent_notifications'),
      enqueued: enqueued.length,
    }),
    close: async () => {
      await app.close();
      await context.close();
    },
  };
}
