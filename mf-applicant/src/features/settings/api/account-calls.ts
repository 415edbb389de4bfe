import { apiCall, apiPost, type ApiBody } from '@nomada/state';
import { API_ROUTES } from '@nomada/contracts';

/** POST /functions/update-profile: any of the details; answers the saved profile. */
export function updateProfile(body: ApiBody<'update-profile'>) {
  return apiCall('update-profile', body);
}

/**
 * POST /functions/account-export: everything kept about the applicant. The answer is kept as the
 * server wrote it (not reduced to the fields this build knows), since it is the person's own copy.
 */
export function exportAccount(): Promise<Record<string, unknown>> {
  return apiPost<Record<string, unknown>>(API_ROUTES['account-export'].path);
}

/** POST /functions/account-delete: 400 `current_password_incorrect` for a wrong password. */
export function deleteAccount(body: ApiBody<'account-delete'>) {
  return apiCall('account-delete', body);
}
