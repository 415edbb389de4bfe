import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
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

export interface Database {
  'identity.users': UsersTable;
  'identity.profiles': ProfilesTable;
  'identity.registrations': RegistrationsTable;
  'identity.sessions': SessionsTable;
  'identity.refresh_tokens': RefreshTokensTable;
  'identity.password_reset_tokens': PasswordResetTokensTable;
}

export type UserRow = Selectable<UsersTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewRegistration = Insertable<RegistrationsTable>;
