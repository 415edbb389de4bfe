import type { FastifyPluginAsync } from 'fastify';
import {
  CONTACT_BODY_LIMIT,
  isHoneypotFilled,
  parseContactSubmission,
  requestLanguage,
} from '../../contact/contact-request';
import { storeContactSubmission } from '../../contact/store-contact-submission';
import { enforceThrottle, hashSubject } from '../../contact/throttle';
import type { ContactRoutesOptions } from './contact-routes';

/**
 * `POST /functions/send-contact-email` → `{success: true}` once the submission and both of its emails
 * are stored; the queue (or, with Redis down, the relay) sends them afterwards.
 */
export const sendContactEmailRoute: FastifyPluginAsync<ContactRoutesOptions> = async (
  app,
  { db, redis, redisPrefix, enqueue, teamEmail, rules },
) => {
  app.post('/functions/send-contact-email', { bodyLimit: CONTACT_BODY_LIMIT }, async (request) => {
    if (isHoneypotFilled(request.body)) {
      request.log.info('contact honeypot filled; nothing stored');
      return { success: true };
    }
    const submission = parseContactSubmission(request.body);
    await enforceThrottle(redis, redisPrefix, rules.sendByAddress, request.ip, request.log);
    await enforceThrottle(
      redis,
      redisPrefix,
      rules.sendByEmail,
      hashSubject(submission.email),
      request.log,
    );

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
