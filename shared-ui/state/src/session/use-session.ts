import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import {
  refreshSession,
  sessionStore,
  signIn,
  signOut,
  signUp,
  type SessionState,
} from './session-store';

export type SessionContext = SessionState & {
  refresh: typeof refreshSession;
  signIn: typeof signIn;
  signUp: typeof signUp;
  signOut: typeof signOut;
};

const actions = { refresh: refreshSession, signIn, signUp, signOut };

/** The signed-in user, profile and role, shared by the shell and every remote. */
export function useSession(): SessionContext {
  const state = useStore(
    sessionStore,
    useShallow((s) => ({
      user: s.user,
      session: s.session,
      profile: s.profile,
      role: s.role,
      loading: s.loading,
    })),
  );
  return { ...state, ...actions };
}
