import type { FastifyPluginAsync } from 'fastify';
import { apiRoute } from '@nomada/service-kit';
import {
  isHoneypotFilled,
  parseContactSubmission,
  requestLanguage,
} from '../../contact/contact-request';
import { storeContactSubmission } from '../../contact/store-contact-submission';
import type { ContactRoutesOptions } from './contact-routes';

/**
 * `POST /functions/send-contact-email` → `{success: true}` once the submission and both of its emails
 * are stored; the queue (or, with Redis down, the relay) sends them afterwards.
 */
export const sendContactEmailRoute: FastifyPluginAsync<ContactRoutesOptions> = async (
  app,
  { db, throttles, enqueue, teamEmail },
) => {
  apiRoute(app, 'send-contact-email', async (request) => {
    if (isHoneypotFilled(request.body)) {
      request.log.info('contact honeypot filled; nothing stored');
      return { success: true };
    }
    const submission = parseContactSubmission(request.body);
    await throttles.sendByAddress.consume(request.ip);
    await throttles.sendByEmail.consume(submission.email.toLowerCase());

    const { submissionId, emailIds } = await storeContactSubmission(db, submission, {
      language: requestLanguage(request),
      clientAddress: request.ip,
      teamEmail,
    });
    enqueue(emailIds).catch((error: unknown) => {
      request.log.warn(
        { submissionId, err: error instanceof Error ? error.message : String(error) },
        'enqueue failed; the relay will retry',
      );
    });
    request.log.info({ submissionId, source: submission.source }, 'contact submission stored');
    return { success: true };
  });
};
