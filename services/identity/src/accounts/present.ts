import type { Profile, PublicProfile, SessionPayload, User } from '@nomada/contracts';
import type { Account } from '../db/repositories/accounts';

export function toUser(account: Account): User {
  return { id: account.id, email: account.email, created_at: account.created_at.toISOString() };
}

/** The profile other services and agents see. */
export function toProfile(account: Account): PublicProfile {
  return {
    id: account.id,
    first_name: account.first_name,
    last_name: account.last_name,
    full_name: `${account.first_name} ${account.last_name}`,
    email: account.email,
    plan: account.plan,
    account_type: account.account_type,
    accepted: account.status === 'approved',
    status: account.status,
    rejection_reason: account.rejection_reason,
    email_confirmed: account.email_confirmed,
    ...(account.role === 'agent'
      ? { two_factor_enabled: account.totp_secret !== null }
      : {
          plan_upgrade_requested_at: account.plan_upgrade_requested_at?.toISOString() ?? null,
        }),
  };
}

/**
 * The person's own profile (their session, update-profile, their export): also the language of
 * their emails and, for applicants, the contact details they can correct in settings.
 */
export function toOwnProfile(account: Account): Profile {
  const own = { ...toProfile(account), language: account.language };
  if (account.role !== 'applicant') return own;
  return {
    ...own,
    phone: account.phone ?? '',
    address: account.address ?? '',
    nationality: account.nationality ?? '',
    date_of_birth: account.date_of_birth,
    current_status: account.current_status ?? '',
  };
}

export function sessionPayload(account: Account, accessExpiresAt: Date): SessionPayload {
  return {
    user: toUser(account),
    session: { expires_at: accessExpiresAt.toISOString() },
    profile: toOwnProfile(account),
    role: account.role,
  };
}

export const SIGNED_OUT: SessionPayload = { user: null, session: null, profile: null, role: null };
