import { apiCall, type ApiBody } from '@nomada/state';

/**
 * POST /functions/mark-lawyer-messages-read (`{userId}` for an agent): the other side's messages so
 * far have been seen.
 */
export function markLawyerMessagesRead(body: ApiBody<'mark-lawyer-messages-read'>) {
  return apiCall('mark-lawyer-messages-read', body);
}
