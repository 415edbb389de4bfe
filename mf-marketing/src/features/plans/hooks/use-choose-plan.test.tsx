import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismiss, sessionStore } from '@nomada/state';
import { lastToast, signInAs, signOutLocally, stubFetch } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { PlanSelector } from '../components/plan-selector';

afterEach(() => {
  vi.unstubAllGlobals();
  signOutLocally();
  dismiss();
});

describe('choosing a plan when signed in', () => {
  it('asks for premium for a basic applicant and opens their dashboard', async () => {
    const session = signInAs('basicApplicant');
    const api = stubFetch(({ path }) =>
      path === '/functions/auth-session'
        ? {
            body: {
              ...session,
              profile: {
                ...session.profile,
                plan_upgrade_requested_at: '2026-12-01T10:00:00.000Z',
              },
            },
          }
        : { status: 201, body: { success: true } },
    );
    renderAt(<PlanSelector />);
    await userEvent.click(screen.getByRole('link', { name: 'Choose the Premium plan for €599' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(api.requests.map((request) => request.path)).toEqual([
      '/functions/request-plan-upgrade',
      '/functions/auth-session',
    ]);
    expect(sessionStore.getState().profile?.plan_upgrade_requested_at).toBe(
      '2026-12-01T10:00:00.000Z',
    );
    expect(lastToast()).toMatchObject({ title: 'Premium requested', variant: 'success' });
  });

  it('says so when the request was already made', async () => {
    signInAs('basicApplicant');
    stubFetch({ status: 409, body: { error: 'Already', code: 'already_requested' } });
    renderAt(<PlanSelector />);
    await userEvent.click(screen.getByRole('link', { name: 'Choose the Premium plan for €599' }));
    await waitFor(() =>
      expect(lastToast()?.title).toBe(
        'You have already asked for premium: our team will write to you.',
      ),
    );
  });

  it('sends a premium applicant or an agent to their dashboard without asking anything', async () => {
    signInAs('premiumApplicant');
    const api = stubFetch();
    renderAt(<PlanSelector />);
    await userEvent.click(screen.getByRole('link', { name: 'Choose the Premium plan for €599' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(api.requests).toEqual([]);
  });
});
