import { apiCall, type ApiBody } from '@nomada/state';

/**
 * POST /functions/totp-setup: after the current password (and a current code when two-factor
 * sign-in is on), a new secret to enrol, as a QR code (SVG) and as text.
 */
export function startTwoFactorSetup(body: ApiBody<'totp-setup'>) {
  return apiCall('totp-setup', body);
}

/**
 * POST /functions/totp-enable: confirms enrolment with a code; answers the recovery codes once and
 * signs out the agent's other sessions (this one gets new cookies).
 */
export function enableTwoFactor(body: ApiBody<'totp-enable'>) {
  return apiCall('totp-enable', body);
}

/** POST /functions/totp-disable: turns two-factor sign-in off after the password and a current code. */
export function disableTwoFactor(body: ApiBody<'totp-disable'>) {
  return apiCall('totp-disable', body);
}
