import { createStore } from 'zustand/vanilla';
import {
  SESSION_REFRESH_INTERVAL_MS,
  type Profile,
  type Role,
  type Session,
  type SessionPayload,
  type SignupInput,
  type User,
} from '@nomada/contracts';
import { apiPost } from '../api/api-post';
import { isApiError } from '../api/api-error';

export type SessionState = {
  user: User | null;
  session: Session | null;
  profile: Profile | null;
  role: Role | null;
  /** True until the first answer of /functions/auth-session (docs/product/states.md: spinner). */
  loading: boolean;
};

export type SessionLoadedReason = 'load' | 'signIn' | 'signUp';
type LoadedListener = (state: SessionState, reason: SessionLoadedReason) => void;

const signedOut: Omit<SessionState, 'loading'> = {
  user: null,
  session: null,
  profile: null,
  role: null,
};

export const sessionStore = createStore<SessionState>(() => ({ ...signedOut, loading: true }));

let timer: ReturnType<typeof setInterval> | undefined;
let inflight: Promise<SessionState> | undefined;
let started = false;
const listeners = new Set<LoadedListener>();

function startTimer() {
  // A refresh returning no user stops the timer (docs/product/states.md); signing in starts it again.
  timer ??= setInterval(() => void refreshSession(), SESSION_REFRESH_INTERVAL_MS);
}

function stopTimer() {
  if (timer !== undefined) clearInterval(timer);
  timer = undefined;
}

function apply(payload: SessionPayload, defaultRole: Role | null = null): SessionState {
  if (!payload.user) {
    stopTimer();
    sessionStore.setState({ ...signedOut, loading: false });
  } else {
    startTimer();
    sessionStore.setState({
      user: payload.user,
      session: payload.session,
      profile: payload.profile,
      role: payload.role ?? defaultRole,
      loading: false,
    });
  }
  return sessionStore.getState();
}

function emitLoaded(reason: SessionLoadedReason) {
  const state = sessionStore.getState();
  for (const listener of listeners) listener(state, reason);
}

/** Called after the first session answer and after each sign-in or sign-up (status toasts). */
export function onSessionLoaded(listener: LoadedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** POST /functions/auth-session. Concurrent calls share one request. */
export function refreshSession(): Promise<SessionState> {
  inflight ??= apiPost<SessionPayload>('/functions/auth-session')
    .then((payload) => apply(payload))
    .catch((error: unknown) => {
      // A 401 means the cookies are gone; anything else (offline, 5xx) keeps what we know.
      if (isApiError(error) && error.status === 401) return apply({ ...signedOut });
      sessionStore.setState({ loading: false });
      return sessionStore.getState();
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

/** Loads the session once per page and keeps it fresh every 15 minutes. */
export async function initSession(): Promise<SessionState> {
  if (started) return inflight ?? sessionStore.getState();
  started = true;
  const state = await refreshSession();
  emitLoaded('load');
  return state;
}

/**
 * Rejects with ApiError (401 'Invalid credentials', 401 `totp_required` when the account needs a code
 * from its authenticator app, 0 offline…); the caller shows the toast.
 */
export async function signIn(
  email: string,
  password: string,
  totpCode?: string,
): Promise<SessionState> {
  const payload = await apiPost<SessionPayload>('/functions/auth-login', {
    email,
    password,
    ...(totpCode ? { totpCode } : {}),
  });
  const state = apply(payload);
  emitLoaded('signIn');
  return state;
}

/** A returned user is an applicant unless told otherwise; no user means "confirm by email". */
export async function signUp(
  email: string,
  password: string,
  userData: SignupInput['userData'],
): Promise<SessionState> {
  const payload = await apiPost<SessionPayload>('/functions/auth-signup', {
    email,
    password,
    userData,
  });
  const state = apply(payload, 'applicant');
  if (state.user) emitLoaded('signUp');
  return state;
}

/** Revokes the session on the server, then forgets it here. Rejects with ApiError on failure. */
export async function signOut(): Promise<void> {
  await apiPost('/functions/auth-logout');
  apply({ ...signedOut });
}

/** Local-only reset, for tests and for a 401 seen by another call. */
export function clearSession(): void {
  apply({ ...signedOut });
}

/** Test helper: forget the module-level lifecycle. */
export function resetSessionLifecycle(): void {
  stopTimer();
  started = false;
  inflight = undefined;
  listeners.clear();
  sessionStore.setState({ ...signedOut, loading: true });
}
