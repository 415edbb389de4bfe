import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss, sessionStore } from '@nomada/state';
import { lastToast, profileOf, signInAs, signOutLocally, stubFetch } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { PlanCard } from './plan-card';

afterEach(async () => {
  vi.unstubAllGlobals();
  dismiss();
  signOutLocally();
  await i18next.changeLanguage('en');
});

const card = () => within(screen.getByTestId('plan-card'));
const requestedAt = '2026-11-30T10:00:00.000Z';

describe('PlanCard', () => {
  it('lets a basic applicant request premium; the session then shows the request', async () => {
    signInAs('basicApplicant', { plan_upgrade_requested_at: null });
    const api = stubFetch(({ path }) =>
      path === '/functions/request-plan-upgrade'
        ? { status: 201, body: { success: true } }
        : {
            body: {
              user: sessionStore.getState().user,
              session: sessionStore.getState().session,
              profile: profileOf('basicApplicant', { plan_upgrade_requested_at: requestedAt }),
              role: 'applicant',
            },
          },
    );
    renderAt(<PlanCard />);
    expect(
      card().getByText('The difference is €300, paid once our team confirms it with you.'),
    ).toBeInTheDocument();
    await userEvent.click(card().getByRole('button', { name: 'Request premium' }));
    await waitFor(() => expect(card().getByText(/^Premium requested on/)).toBeInTheDocument());
    expect(api.requests.map((request) => request.path)).toEqual([
      '/functions/request-plan-upgrade',
      '/functions/auth-session',
    ]);
    expect(lastToast()).toMatchObject({ title: 'Premium requested', variant: 'success' });
    expect(card().queryByRole('button')).toBeNull();
  });

  it('shows a premium applicant their plan and nothing to request', () => {
    signInAs('premiumApplicant');
    renderAt(<PlanCard />);
    expect(card().getByText(/You are on the premium plan/)).toBeInTheDocument();
    expect(card().queryByRole('button')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    signInAs('basicApplicant', { plan_upgrade_requested_at: requestedAt });
    renderAt(<PlanCard />);
    expect(card().getByText(/^Premium solicitado el/)).toBeInTheDocument();
  });
});
