import type { Profile } from '@nomada/contracts';
import { sessionStore } from '@nomada/state';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
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
    ...overrides,
  };
}

/** Puts a signed-in applicant into the shared session store, as the shell would after auth-session. */
export function signInAs(profile: Profile | null) {
  sessionStore.setState({
    user: {
      id: profile?.id ?? 'u1',
      email: profile?.email ?? 'someone@example.com',
      created_at: '2026-01-05T10:00:00Z',
    },
    session: { expires_at: '2026-01-05T10:15:00Z' },
    profile,
    role: 'applicant',
    loading: false,
  });
}

export function signOutLocally() {
  sessionStore.setState({ user: null, session: null, profile: null, role: null, loading: false });
}
