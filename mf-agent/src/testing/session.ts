import type { Profile } from '@nomada/contracts';
import { sessionStore } from '@nomada/state';

export const agentProfile: Profile = {
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
};

/** Puts a signed-in agent into the shared session store, as the shell would after auth-session. */
export function signInAsAgent(profile: Profile = agentProfile) {
  sessionStore.setState({
    user: { id: profile.id, email: profile.email, created_at: '2026-01-05T10:00:00Z' },
    session: { expires_at: '2026-01-05T10:15:00Z' },
    profile,
    role: 'agent',
    loading: false,
  });
}
