import { apiCall, type ApiBody } from '@nomada/state';

/** POST /functions/send-lawyer-message `{text}` (and `userId` for an agent) → 201 `{message}`. */
export function sendLawyerMessage(body: ApiBody<'send-lawyer-message'>) {
  return apiCall('send-lawyer-message', body);
}
