import type { Profile, SessionPayload, User } from '@nomada/contracts';
import type { Account } from '../db/repositories/accounts';

export function toUser(account: Account): User {
  return { id: account.id, email: account.email, created_at: account.created_at.toISOString() };
}

export function toProfile(account: Account): Profile {
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
    ...(account.role === 'agent' ? { two_factor_enabled: account.totp_secret !== null } : {}),
  };
}

export function sessionPayload(account: Account, accessExpiresAt: Date): SessionPayload {
  return {
    user: toUser(account),
    session: { expires_at: accessExpiresAt.toISOString() },
    profile: toProfile(account),
    role: account.role,
  };
}

export const SIGNED_OUT: SessionPayload = { user: null, session: null, profile: null, role: null };
