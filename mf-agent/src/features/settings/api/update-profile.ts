import type { Profile, UpdateProfileInput } from '@nomada/contracts';
import { apiPost } from '@nomada/state';

export function updateProfile(input: UpdateProfileInput): Promise<{ profile: Profile }> {
  return apiPost<{ profile: Profile }>('/functions/update-profile', input);
}
