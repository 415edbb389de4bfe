/** The values of a session's fields, without their schemas (session-shapes.ts). */
export const ROLES = ['applicant', 'agent'] as const;
export const PROFILE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ACCOUNT_TYPES = ['individual', 'business'] as const;
