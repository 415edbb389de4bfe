import { apiCall, type ApiBody } from '@nomada/state';

/** POST /functions/update-profile: the saved profile, for the shared session. */
export function updateProfile(body: ApiBody<'update-profile'>) {
  return apiCall('update-profile', body);
}
