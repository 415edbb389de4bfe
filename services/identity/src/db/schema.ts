import type { ColumnType, Generated, Insertable } from 'kysely';
import type { AccountType, Language, Plan, ProfileStatus, Role } from '@nomada/contracts';

/** Timestamps come back as Date and may be written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface UsersTable {
  id: Generated<string>;
  /** Always stored lower-case: emails are compared case-insensitively. */
  email: string;
  password_hash: string;
  role: Role;
  /** Language of the emails this person receives (the `nomada_lang` cookie at signup). */
  language: Language;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** TOTP secret, encrypted (security/secret-box.ts); set once enrolment is confirmed. */
  totp_secret: string | null;
  /** A secret shown by totp-setup, waiting for its first code. */
  totp_pending_secret: string | null;
  totp_enabled_at: NullableTimestamp;
  /** The last 30-second step a code was accepted for: each code works once. */
  totp_last_step: ColumnType<string | null, string | number | null, string | number | null>;
  /** When the agent was last emailed that wrong codes locked their sign-in (one email per lock). */
  totp_lock_notified_at: NullableTimestamp;
}

export interface ProfilesTable {
  user_id: string;
  first_name: string;
  last_name: string;
  plan: Plan | null;
  account_type: AccountType;
  status: ProfileStatus;
  rejection_reason: string | null;
  email_confirmed: Generated<boolean>;
  decided_at: NullableTimestamp;
  decided_by: string | null;
  updated_at: Timestamp;
  /** The agent this applicant is assigned to (decision 008); both null, or both set. */
  assigned_agent_id: string | null;
  assigned_at: NullableTimestamp;
  /** identity.fold(first name, last name, email): what the agents' search matches. */
  search_text: Generated<string>;
  /** An applicant's request for premium, waiting for an agent (cleared on approval). */
  plan_upgrade_requested_at: NullableTimestamp;
}

/** Everything the applicant submitted at signup, kept for the agents who review it. */
export interface RegistrationsTable {
  user_id: string;
  phone: string;
  address: string;
  nationality: string;
  /** `YYYY-MM-DD` or null; kept as text so no time zone ever shifts the day. */
  date_of_birth: string | null;
  current_status: string;
  company_name: string;
  job_title: string;
  work_location: string;
  expected_start_date: string | null;
  additional_info: string;
  terms_accepted: boolean | null;
  data_processing_consent: boolean;
  submitted_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: string | null;
  /** Absolute end, whatever the activity (decision 006). */
  expires_at: Timestamp;
  /** The session ends when nothing renewed it for this long. */
  idle_timeout_seconds: number;
  last_active_at: Timestamp;
}

/** Revocations written with the revocation, published to Redis after commit, deleted once published. */
export interface EmailConfirmationTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface RevocationOutboxTable {
  session_id: string;
  created_at: Timestamp;
}

export interface ThrottleCountersTable {
  key: string;
  hits: number;
  expires_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  /** SHA-256 of the token; the token itself is only ever in the cookie. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  access_hash: string;
  refresh_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** An erasure the other services have not all confirmed yet (decision 031); deleted once they have. */
export interface AccountErasuresTable {
  id: Generated<string>;
  user_id: string;
  pseudonym: string;
  email: string;
  names: string[];
  session_ids: string[];
  /** Steps still to do: `revocations`, `documents`, `review`, `messaging`. */
  pending: string[];
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
}

export interface Database {
  'identity.users': UsersTable;
  'identity.profiles': ProfilesTable;
  'identity.registrations': RegistrationsTable;
  'identity.sessions': SessionsTable;
  'identity.refresh_tokens': RefreshTokensTable;
  'identity.password_reset_tokens': PasswordResetTokensTable;
  'identity.revocation_outbox': RevocationOutboxTable;
  'identity.email_confirmation_tokens': EmailConfirmationTokensTable;
  'identity.recovery_codes': RecoveryCodesTable;
  'identity.throttle_counters': ThrottleCountersTable;
  'identity.account_erasures': AccountErasuresTable;
}

export type NewRegistration = Insertable<RegistrationsTable>;
