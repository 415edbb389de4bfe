import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_REFRESH_INTERVAL_MS, type SessionPayload } from '@nomada/contracts';
import {
  initSession,
  onSessionLoaded,
  refreshSession,
  resetSessionLifecycle,
  sessionStore,
  signIn,
  signOut,
  signUp,
} from './session-store';

const user = { id: 'u1', email: 'ana@example.com', created_at: '2026-01-01T00:00:00Z' };
const signedIn: SessionPayload = {
  user,
  session: { expires_at: '2026-01-01T00:15:00Z' },
  profile: null,
  role: 'agent',
};
const nobody: SessionPayload = { user: null, session: null, profile: null, role: null };

function respond(...bodies: Array<{ status?: number; body: unknown }>) {
  const fetchMock = vi.fn();
  for (const { status = 200, body } of bodies) {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetSessionLifecycle();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('starts loading, then holds the session of /functions/auth-session', async () => {
    expect(sessionStore.getState().loading).toBe(true);
    const fetchMock = respond({ body: signedIn });
    await initSession();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/functions/auth-session');
    expect(sessionStore.getState()).toMatchObject({ user, role: 'agent', loading: false });
  });

  it('refreshes every 15 minutes and stops once a refresh returns no user', async () => {
    const fetchMock = respond({ body: signedIn }, { body: nobody }, { body: signedIn });
    await initSession();
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStore.getState()).toMatchObject({ user: null, role: null, loading: false });
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent refreshes', async () => {
    const fetchMock = respond({ body: signedIn });
    await Promise.all([refreshSession(), refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a network failure but clears it on 401', async () => {
    respond({ body: signedIn });
    await refreshSession();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await refreshSession();
    expect(sessionStore.getState().user).toEqual(user);
    respond({ status: 401, body: { error: 'Unauthorized' } });
    await refreshSession();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('signs in, tells listeners, and rejects with the server message', async () => {
    const loaded = vi.fn();
    onSessionLoaded(loaded);
    const fetchMock = respond(
      { body: signedIn },
      { status: 401, body: { error: 'Invalid credentials' } },
    );
    await signIn('ana@example.com', 'Secret1!');
    expect(JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body))).toEqual({
      email: 'ana@example.com',
      password: 'Secret1!',
    });
    expect(loaded).toHaveBeenCalledWith(expect.objectContaining({ user }), 'signIn');
    await expect(signIn('ana@example.com', 'wrong')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials',
    });
  });

  it('defaults the role of a new sign-up to applicant', async () => {
    respond({ status: 201, body: { ...signedIn, role: null } });
    await signUp('ana@example.com', 'Secret1!', {
      first_name: 'Ana',
      last_name: 'Ruiz',
      data_processing_consent: true,
    });
    expect(sessionStore.getState().role).toBe('applicant');
  });

  it('signs out on the server and forgets the session', async () => {
    const fetchMock = respond({ body: signedIn }, { body: { success: true } });
    await refreshSession();
    await signOut();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/functions/auth-logout');
    expect(sessionStore.getState()).toMatchObject({ user: null, profile: null, role: null });
  });
});
