import { apiCall } from '@nomada/state';

/** POST /functions/request-plan-upgrade: 201; 409 `already_premium` or `already_requested`. */
export function requestPlanUpgrade() {
  return apiCall('request-plan-upgrade');
}
