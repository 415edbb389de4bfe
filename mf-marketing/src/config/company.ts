import { SUPPORT_EMAIL } from '@nomada/contracts';

/**
 * Who runs Nomada and how to reach it: shown on the contact page and in the legal documents.
 * The legal documents interpolate these values, so a change here updates every text at once.
 */
export const COMPANY = {
  legalName: 'Nomada Visa Services OÜ',
  registryCode: '16834527',
  address: 'Narva mnt 5, 10117 Tallinn, Estonia',
  supportEmail: SUPPORT_EMAIL,
  privacyEmail: 'privacy@nomada.es',
} as const;

export type DayHours = { open: string; close: string } | null;

/** docs/product/constants.md, in the company's local time (Europe/Madrid). */
export const BUSINESS_HOURS: ReadonlyArray<{
  days: 'weekdays' | 'saturday' | 'sunday';
  hours: DayHours;
}> = [
  { days: 'weekdays', hours: { open: '9:00', close: '18:00' } },
  { days: 'saturday', hours: { open: '10:00', close: '14:00' } },
  { days: 'sunday', hours: null },
];

/** docs/product/constants.md. */
export const TERMS_LAST_UPDATED = '2025-10-24';
/** Date of the current privacy and cookie policies. */
export const POLICIES_LAST_UPDATED = '2026-11-22';
