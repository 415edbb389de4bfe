import type { Plan } from './plans';

export type Role = 'applicant' | 'agent';
export type ProfileStatus = 'pending' | 'approved' | 'rejected';
export type AccountType = 'individual' | 'business';

export type User = { id: string; email: string; created_at: string };
export type Session = { expires_at: string };
export type Profile = {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  plan: Plan | null;
  account_type: AccountType;
  accepted: boolean;
  status: ProfileStatus;
  rejection_reason: string | null;
  email_confirmed: boolean;
};

export type SessionPayload = {
  user: User | null;
  session: Session | null;
  profile: Profile | null;
  role: Role | null;
};

export type ApiErrorBody = { error: string; fields?: Record<string, string> };
export type SuccessBody = { success: true };

/** `GET /remotes.json`: remote name → URL of its mf-manifest.json. */
export const REMOTE_NAMES = ['mf_marketing', 'mf_applicant', 'mf_agent'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesConfig = Record<RemoteName, string>;

/** `GET /shell-config.json`: staging preview settings for the shell. */
export type ShellConfig = { previewEnabled: boolean; previewOrigins: string[] };

/** Session lifetimes (API.md "Sessions"); the shell refreshes every 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_REFRESH_INTERVAL_MS = 15 * 60 * 1000;
export const LANGUAGE_COOKIE = 'nomada_lang';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;
