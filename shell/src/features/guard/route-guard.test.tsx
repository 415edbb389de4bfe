import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@nomada/state';
import { signInAs, signOutLocally } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { findRouteOwner } from '../../app/route-ownership';
import { RouteGuard } from './route-guard';

/** The shell's catch-all route, reduced to the guard of whoever owns the path. */
function renderGuarded(path: string) {
  const access = findRouteOwner(path)?.access;
  if (!access) throw new Error(`no owner for ${path}`);
  return renderAt(
    <Routes>
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/dashboard" element={<p>Applicant dashboard</p>} />
      <Route
        path="*"
        element={
          <RouteGuard access={access}>
            <p>Agent area</p>
          </RouteGuard>
        }
      />
    </Routes>,
    path,
  );
}

beforeEach(() => signOutLocally());

describe('RouteGuard', () => {
  it('shows a spinner while the session loads', () => {
    sessionStore.setState({ loading: true });
    renderGuarded('/agent/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Checking your session...');
  });

  it('redirects visitors to /login', () => {
    renderGuarded('/agent/dashboard');
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('redirects an applicant to /dashboard and lets an agent in', () => {
    signInAs('premiumApplicant');
    const { unmount } = renderGuarded('/agent/dashboard');
    expect(screen.getByText('Applicant dashboard')).toBeInTheDocument();
    unmount();
    signInAs('agent');
    renderGuarded('/agent/dashboard');
    expect(screen.getByText('Agent area')).toBeInTheDocument();
  });

  it('guards every path under /agent, not only the two pages of today', () => {
    renderGuarded('/agent/documents/42');
    expect(screen.getByText('Login page')).toBeInTheDocument();
    signInAs('basicApplicant');
    renderGuarded('/agent/documents/42');
    expect(screen.getByText('Applicant dashboard')).toBeInTheDocument();
  });
});
