import { INTERNAL_ROUTES } from '@nomada/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { drillFaultPoint, requireInternalCaller } from '@nomada/service-kit';
import type { MessagingDatabase } from '../../db/schema';
import { insertEmail, insertEmailOnce } from '../../emails/email-repository';
import { parseSendEmailRequest } from '../../emails/send-email-request';

export type SendEmailRouteOptions = {
  db: Kysely<MessagingDatabase>;
  sessionSecret: string;
  enqueue: (emailIds: readonly string[]) => Promise<void>;
};

/**
 * `POST /internal/emails` → 202 `{id}` once the email is stored. The enqueue happens after and is
 * allowed to fail: the worker's relay picks up rows that never reached the queue. With an
 * `idempotencyKey` a repeated request (its caller crashed before hearing the answer) is answered
 * 202 with the email stored the first time, and nothing more is stored or sent (decision 064).
 */
export const sendEmailRoute: FastifyPluginAsync<SendEmailRouteOptions> = async (
  app,
  { db, sessionSecret, enqueue },
) => {
  app.post(
    INTERNAL_ROUTES.messaging.sendEmail,
    { preHandler: requireInternalCaller(sessionSecret) },
    async (request, reply) => {
      const { idempotencyKey, ...email } = parseSendEmailRequest(request.body);
      const stored = idempotencyKey
        ? await insertEmailOnce(db, email, idempotencyKey)
        : { id: await insertEmail(db, email), repeated: false };
      if (idempotencyKey) drillFaultPoint('messaging:after-email-stored');
      const { id } = stored;
      if (stored.repeated) {
        request.log.info({ emailId: id, template: email.template }, 'email already stored');
        return reply.status(202).send({ id });
      }
      enqueue([id]).catch((error: unknown) => {
        request.log.warn(
          { emailId: id, err: error instanceof Error ? error.message : String(error) },
          'enqueue failed; the relay will retry',
        );
      });
      request.log.info({ emailId: id, template: email.template }, 'email queued');
      return reply.status(202).send({ id });
    },
  );
};
