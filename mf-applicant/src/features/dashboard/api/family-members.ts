import type { FamilyMemberAdd } from '@nomada/contracts';
import { apiCall } from '@nomada/state';

/** POST /functions/family-member-add: 201 `{member}`; 400 with the rule that was broken. */
export function addFamilyMember(member: FamilyMemberAdd) {
  return apiCall('family-member-add', member);
}

/** POST /functions/family-member-remove: 409 `case_already_submitted` once the case is filed. */
export function removeFamilyMember(memberId: string) {
  return apiCall('family-member-remove', { memberId });
}
