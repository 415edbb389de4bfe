import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_ROUTES,
  contactSubmissionSchema,
  errorText,
  fieldMessages,
  validate,
  type ContactSubmission,
} from '@nomada/contracts';
import { apiRoute, AppError, assertStorableText } from '@nomada/service-kit';
import { contactSummary, insertContactNotification } from '../../contact/contact-repository';
import {
  contactFormSource,
  isContactFormField,
  renderContactFormPage,
} from '../../contact/contact-form-page';
import {
  isHoneypotFilled,
  parseContactSubmission,
  requestLanguage,
} from '../../contact/contact-request';
import {
  acceptFormBodies,
  CONTACT_SENT_PATH,
  formLanguage,
  isNativeFormPost,
} from '../../contact/native-form';
import { storeContactSubmission } from '../../contact/store-contact-submission';
import type { ContactRoutesOptions } from './contact-routes';

/**
 * `POST /functions/send-contact-email` → `{success: true}` once the submission and both of its emails
 * are stored; the queue (or, with Redis down, the relay) sends them afterwards.
 *
 * The site's forms also post here natively, before (or without) any script: such a request gets a
 * page instead of JSON, a 303 to the thank-you page or the form again with its errors, and the
 * agents' notification the script would have asked for with notify-contact.
 */
export const sendContactEmailRoute: FastifyPluginAsync<ContactRoutesOptions> = async (
  app,
  { db, throttles, enqueue, teamEmail },
) => {
  acceptFormBodies(app);

  const store = async (request: FastifyRequest, submission: ContactSubmission) => {
    await throttles.sendByAddress.consume(request.clientAddress);
    await throttles.sendByEmail.consume(submission.email.toLowerCase());
    const language = isNativeFormPost(request) ? formLanguage(request) : requestLanguage(request);
    const { submissionId, emailIds } = await storeContactSubmission(db, submission, {
      language,
      clientAddress: request.clientAddress,
      teamEmail,
    });
    enqueue(emailIds).catch((error: unknown) => {
      request.log.warn(
        { submissionId, err: error instanceof Error ? error.message : String(error) },
        'enqueue failed; the relay will retry',
      );
    });
    request.log.info({ submissionId, source: submission.source }, 'contact submission stored');
    return language;
  };

  const answerForm = async (request: FastifyRequest, reply: FastifyReply) => {
    const values = (request.body ?? {}) as Record<string, unknown>;
    const language = formLanguage(request);
    const sent = () =>
      reply.status(303).header('location', `${CONTACT_SENT_PATH}?lang=${language}`);
    const page = (status: number, errors: Record<string, string>, message?: string) =>
      reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderContactFormPage({
            language,
            action: API_ROUTES['send-contact-email'].path,
            source: contactFormSource(values),
            values,
            errors: Object.fromEntries(
              Object.entries(errors).filter(([name]) => isContactFormField(name)),
            ),
            message,
          }),
        );
    if (isHoneypotFilled(values)) {
      request.log.info('contact honeypot filled; nothing stored');
      return sent().send();
    }
    try {
      assertStorableText(values);
    } catch {
      return page(400, {}, errorText('invalid_request', language));
    }
    const parsed = validate(contactSubmissionSchema, values);
    if (!parsed.ok) {
      const errors = fieldMessages(parsed, language);
      const anyField = Object.keys(errors).some(isContactFormField);
      return page(400, errors, anyField ? undefined : errorText('invalid_request', language));
    }
    try {
      await store(request, parsed.data);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return page(error.statusCode, {}, errorText(error.code, language));
    }
    await throttles.notifyByAddress
      .consume(request.clientAddress)
      .then(() => insertContactNotification(db, contactSummary(parsed.data, language)))
      .catch((error: unknown) =>
        request.log.info(
          { err: error instanceof Error ? error.message : String(error) },
          'agent notification of a form post skipped',
        ),
      );
    return sent().send();
  };

  apiRoute(app, 'send-contact-email', async (request, reply) => {
    if (isNativeFormPost(request)) return answerForm(request, reply);
    if (isHoneypotFilled(request.body)) {
      request.log.info('contact honeypot filled; nothing stored');
      return { success: true };
    }
    await store(request, parseContactSubmission(request.body));
    return { success: true };
  });
};
