import type { SuccessBody } from '@nomada/contracts';
import { apiPost } from '@nomada/state';

export function changePassword(newPassword: string): Promise<SuccessBody> {
  return apiPost<SuccessBody>('/functions/change-password', { newPassword });
}
