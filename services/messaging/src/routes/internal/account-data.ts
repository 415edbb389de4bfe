import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INTERNAL_ROUTES,
  accountEraseRequestSchema,
  accountExportRequestSchema,
  agentNotificationRequestSchema,
} from '@nomada/contracts';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import { eraseMessagesOf } from '../../accounts/erase-messages';
import { exportMessagesOf } from '../../accounts/export-messages';
import { notifyAgents } from '../../accounts/notify-agents';
import type { MessagingDatabase } from '../../db/schema';

export type AccountDataRoutesOptions = {
  db: Kysely<MessagingDatabase>;
  sessionSecret: string;
  teamEmail: string;
  enqueue: (emailIds: readonly string[]) => Promise<void>;
};

/** Identity's calls about one person: a notification for agents, their export, their erasure. */
export const accountDataRoutes: FastifyPluginAsync<AccountDataRoutesOptions> = async (
  app,
  { db, sessionSecret, teamEmail, enqueue },
) => {
  const internal = { preHandler: requireInternalCaller(sessionSecret) };

  app.post(INTERNAL_ROUTES.messaging.agentNotifications, internal, async (request, reply) => {
    const notification = parseBody(agentNotificationRequestSchema, request.body);
    const outcome = await notifyAgents(db, notification, teamEmail);
    if (outcome.status !== 'recorded') {
      request.log.info({ kind: notification.kind, outcome: outcome.status }, 'nothing to record');
      return reply.status(200).send({ id: null });
    }
    const { notificationId, emailId } = outcome;
    if (emailId) {
      enqueue([emailId]).catch((error: unknown) =>
        request.log.warn(
          { emailId, err: (error as Error).message },
          'enqueue failed; relayed later',
        ),
      );
    }
    request.log.info({ notificationId, kind: notification.kind }, 'agent notification recorded');
    return reply.status(201).send({ id: notificationId });
  });

  app.post(INTERNAL_ROUTES.accounts.export, internal, async (request) =>
    exportMessagesOf(db, parseBody(accountExportRequestSchema, request.body)),
  );

  app.post(INTERNAL_ROUTES.accounts.erase, internal, async (request) => {
    const body = parseBody(accountEraseRequestSchema, request.body);
    const erased = await eraseMessagesOf(db, body);
    request.log.info(
      { pseudonym: body.pseudonym, ...erased },
      'messages of an erased account deleted',
    );
    return { erased };
  });
};
