/**
 * The situations the contact step offers for `current_status`. The value sent is this key, the
 * same in both languages, so agents read one word whatever language the applicant used.
 */
export const CURRENT_STATUSES = [
  'remote_employee',
  'freelancer',
  'business_owner',
  'student',
  'other',
] as const;
