/**
 * The situations the signup wizard and the applicant's settings offer for `current_status`. The value
 * stored is this key, the same in both languages; each front end translates it (agents read it in
 * their own language). Older records may hold free text, shown as written.
 */
export const CURRENT_STATUSES = [
  'remote_employee',
  'freelancer',
  'business_owner',
  'student',
  'other',
] as const;
export type CurrentStatus = (typeof CURRENT_STATUSES)[number];

export function isCurrentStatus(value: unknown): value is CurrentStatus {
  return typeof value === 'string' && (CURRENT_STATUSES as readonly string[]).includes(value);
}
