import {
  INTERNAL_ROUTES,
  internalEmailAnswerSchema,
  type InternalEmailRequest,
} from '@nomada/contracts';
import { callService, type ServiceEndpoint } from './internal-call';

/** messaging's `POST /internal/emails`: 202 `{id}` once the email is stored in its outbox. */
export function createMessagingClient(endpoint: ServiceEndpoint) {
  return {
    sendEmail: (email: InternalEmailRequest) =>
      callService(endpoint, INTERNAL_ROUTES.messaging.sendEmail, email, internalEmailAnswerSchema, [
        'invalid_request',
      ]),
  };
}

export type MessagingClient = ReturnType<typeof createMessagingClient>;
