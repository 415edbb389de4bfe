import type { FastifyPluginAsync } from 'fastify';
import { contactSummary, insertAgentNotification } from '../../contact/contact-repository';
import {
  CONTACT_BODY_LIMIT,
  isHoneypotFilled,
  parseContactSubmission,
  requestLanguage,
} from '../../contact/contact-request';
import { enforceThrottle } from '../../contact/throttle';
import type { ContactRoutesOptions } from './contact-routes';

/**
 * `POST /functions/notify-contact` → `{success: true}`: a notification for agents. The browser calls
 * it beside send-contact-email, so it stores no submission and sends no email of its own.
 */
export const notifyContactRoute: FastifyPluginAsync<ContactRoutesOptions> = async (
  app,
  { db, redis, redisPrefix, rules },
) => {
  app.post('/functions/notify-contact', { bodyLimit: CONTACT_BODY_LIMIT }, async (request) => {
    if (isHoneypotFilled(request.body)) return { success: true };
    const submission = parseContactSubmission(request.body);
    await enforceThrottle(redis, redisPrefix, rules.notifyByAddress, request.ip, request.log);
    const id = await insertAgentNotification(
      db,
      contactSummary(submission, requestLanguage(request)),
    );
    request.log.info({ notificationId: id }, 'agent notification recorded');
    return { success: true };
  });
};
