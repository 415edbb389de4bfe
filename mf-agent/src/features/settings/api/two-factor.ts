import { apiCall, type ApiBody } from '@nomada/state';

/** POST /functions/totp-setup: a new secret to enrol, as a QR code (SVG) and as text. */
export function startTwoFactorSetup() {
  return apiCall('totp-setup');
}

/** POST /functions/totp-enable: confirms enrolment with a code; answers the recovery codes once. */
export function enableTwoFactor(body: ApiBody<'totp-enable'>) {
  return apiCall('totp-enable', body);
}

/** POST /functions/totp-disable: turns two-factor sign-in off after checking the current password. */
export function disableTwoFactor(body: ApiBody<'totp-disable'>) {
  return apiCall('totp-disable', body);
}
