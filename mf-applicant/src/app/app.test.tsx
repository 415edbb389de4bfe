import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import { signInAs, signOutLocally, stubFetch } from '@nomada/state/testing';
import { premiumDashboard } from '../features/dashboard/testing/dashboard-fixtures';
import ApplicantApp from './app';

afterEach(() => {
  vi.unstubAllGlobals();
  signOutLocally();
});

describe('ApplicantApp', () => {
  it.each([
    ['/onboarding', 'Create your account'],
    ['/pending-approval', 'Application Under Review'],
    ['/application-rejected', 'Application Not Approved'],
  ])('renders %s', async (path, heading) => {
    renderAt(<ApplicantApp />, path);
    // Pages other than the dashboard are chunks of their own, loaded on first use.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders every dashboard tab address', () => {
    stubFetch({ body: premiumDashboard });
    signInAs('premiumApplicant');
    renderAt(<ApplicantApp />, '/dashboard/support');
    expect(screen.getByRole('tab', { name: 'Support', selected: true })).toBeInTheDocument();
  });

  it('shows the shared not-found view for an unknown dashboard sub-path', () => {
    signInAs('premiumApplicant');
    renderAt(<ApplicantApp />, '/dashboard/unknown');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: /back to home/i })).toBeInTheDocument();
  });
});
