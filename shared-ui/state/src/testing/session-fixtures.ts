import type { Profile, Role } from '@nomada/contracts';
import { sessionStore, type SessionState } from '../session/session-store';

/** The people tests sign in as: both plans, each registration status, and an agent. */
export type SessionFixture =
  'premiumApplicant' | 'basicApplicant' | 'pendingApplicant' | 'rejectedApplicant' | 'agent';

const approvedApplicant: Profile = {
  id: '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10',
  first_name: 'Lucía',
  last_name: 'Fernández',
  full_name: 'Lucía Fernández',
  email: 'lucia@example.com',
  plan: 'premium',
  account_type: 'individual',
  accepted: true,
  status: 'approved',
  rejection_reason: null,
  email_confirmed: true,
};

const PROFILES: Record<SessionFixture, Profile> = {
  premiumApplicant: approvedApplicant,
  basicApplicant: { ...approvedApplicant, plan: 'basic' },
  pendingApplicant: { ...approvedApplicant, status: 'pending', accepted: false },
  rejectedApplicant: {
    ...approvedApplicant,
    status: 'rejected',
    accepted: false,
    rejection_reason: 'Income below the required threshold',
  },
  agent: {
    id: '0d5c7c1e-8d0b-4d9b-9a57-6c3f1b2f4a11',
    first_name: 'Marta',
    last_name: 'Ruiz',
    full_name: 'Marta Ruiz',
    email: 'marta.ruiz@example.com',
    plan: null,
    account_type: 'individual',
    accepted: true,
    status: 'approved',
    rejection_reason: null,
    email_confirmed: true,
  },
};

/** The profile of a fixture, with any field changed. */
export function profileOf(fixture: SessionFixture, overrides: Partial<Profile> = {}): Profile {
  return { ...PROFILES[fixture], ...overrides };
}

/**
 * Puts a signed-in user into the shared session store, as the shell does after auth-session:
 * `signInAs('agent')`, `signInAs('basicApplicant', { first_name: 'Ana' })`. Pass `null` as the
 * overrides for an applicant whose profile is not there (yet).
 */
export function signInAs(
  fixture: SessionFixture,
  overrides: Partial<Profile> | null = {},
): SessionState {
  const profile = overrides === null ? null : profileOf(fixture, overrides);
  const role: Role = fixture === 'agent' ? 'agent' : 'applicant';
  const id = profile?.id ?? PROFILES[fixture].id;
  sessionStore.setState({
    user: {
      id,
      email: profile?.email ?? PROFILES[fixture].email,
      created_at: '2026-01-05T10:00:00Z',
    },
    session: { expires_at: '2026-01-05T10:15:00Z' },
    profile,
    role,
    loading: false,
  });
  return sessionStore.getState();
}

/** Nobody signed in, and the session already known (no spinner). */
export function signOutLocally(): void {
  sessionStore.setState({ user: null, session: null, profile: null, role: null, loading: false });
}
