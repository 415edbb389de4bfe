import { apiCall, type ApiBody } from '@nomada/state';

/** POST /functions/visa-chat: the assistant's answer and the sources of its facts. */
export function askVisaAssistant(body: ApiBody<'visa-chat'>) {
  return apiCall('visa-chat', body);
}
