import type { FastifyPluginAsync } from 'fastify';
import { apiRoute } from '@nomada/service-kit';
import { contactSummary, insertContactNotification } from '../../contact/contact-repository';
import {
  isHoneypotFilled,
  parseContactSubmission,
  requestLanguage,
} from '../../contact/contact-request';
import type { ContactRoutesOptions } from './contact-routes';

/**
 * `POST /functions/notify-contact` → `{success: true}`: a notification for agents. The browser calls
 * it beside send-contact-email, so it stores no submission and sends no email of its own.
 */
export const notifyContactRoute: FastifyPluginAsync<ContactRoutesOptions> = async (
  app,
  { db, throttles },
) => {
  apiRoute(app, 'notify-contact', async (request) => {
    if (isHoneypotFilled(request.body)) return { success: true };
    const submission = parseContactSubmission(request.body);
    await throttles.notifyByAddress.consume(request.clientAddress);
    const id = await insertContactNotification(
      db,
      contactSummary(submission, requestLanguage(request)),
    );
    request.log.info({ notificationId: id }, 'agent notification recorded');
    return { success: true };
  });
};
