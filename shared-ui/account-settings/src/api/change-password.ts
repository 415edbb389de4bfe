import { apiCall, type ApiBody } from '@nomada/state';

/** POST /functions/change-password; 400 `current_password_incorrect` when the current one is wrong. */
export function changePassword(body: ApiBody<'change-password'>) {
  return apiCall('change-password', body);
}
