import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@nomada/state';
import { renderShell } from '../../test/render';
import { RouteGuard } from './route-guard';

const agentOnly = { kind: 'role', role: 'agent' } as const;

function renderAt(path: string) {
  return renderShell(
    <Routes>
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/dashboard" element={<p>Applicant dashboard</p>} />
      <Route
        path="*"
        element={
          <RouteGuard access={agentOnly}>
            <p>Agent area</p>
          </RouteGuard>
        }
      />
    </Routes>,
    path,
  );
}

beforeEach(() =>
  sessionStore.setState({ user: null, session: null, profile: null, role: null, loading: false }),
);

describe('RouteGuard', () => {
  it('shows a spinner while the session loads', () => {
    sessionStore.setState({ loading: true });
    renderAt('/agent/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Checking your session...');
  });

  it('redirects visitors to /login', () => {
    renderAt('/agent/dashboard');
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it('redirects an applicant to /dashboard and lets an agent in', () => {
    const user = { id: 'u', email: 'a@b.co', created_at: '' };
    sessionStore.setState({ user, role: 'applicant' });
    const { unmount } = renderAt('/agent/dashboard');
    expect(screen.getByText('Applicant dashboard')).toBeTruthy();
    unmount();
    sessionStore.setState({ user, role: 'agent' });
    renderAt('/agent/dashboard');
    expect(screen.getByText('Agent area')).toBeTruthy();
  });
});
