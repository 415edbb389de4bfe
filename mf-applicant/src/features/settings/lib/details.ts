import type { Profile } from '@nomada/contracts';

export const DETAIL_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'address',
  'nationality',
  'date_of_birth',
  'current_status',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;

/** The form's starting values: what the session says the applicant gave us. */
export function detailsOf(profile: Profile | null): DetailValues {
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
    nationality: profile?.nationality ?? '',
    date_of_birth: profile?.date_of_birth ?? '',
    current_status: profile?.current_status ?? '',
  };
}
