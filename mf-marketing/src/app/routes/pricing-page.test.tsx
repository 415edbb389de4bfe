import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECTED_PLAN_STORAGE_KEY } from '@nomada/contracts';
import { useConsentStore } from '../../features/cookie-consent';
import { renderPage } from '../../testing/render-page';

beforeEach(() => {
  useConsentStore.getState().decide(false);
});

describe('pricing page', () => {
  it('offers basic and premium as plans and Enterprise only as a way to contact us', async () => {
    await renderPage('/pricing');
    const enterprise = screen.getByRole('article', { name: 'Enterprise' });
    expect(within(enterprise).getByText('€999')).toBeInTheDocument();
    expect(within(enterprise).getByText(/post-approval support for 6 months/i)).toBeInTheDocument();
    expect(within(enterprise).queryByRole('button')).toBeNull();
    expect(
      within(enterprise)
        .getByRole('link', { name: 'Contact us about the Enterprise plan' })
        .getAttribute('href'),
    ).toBe('/contact');
    expect(screen.queryByRole('button', { name: /enterprise/i })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Choose the Premium plan for €599' }));
    expect(window.sessionStorage.getItem(SELECTED_PLAN_STORAGE_KEY)).toBe('premium');
    expect(screen.getByTestId('location').textContent).toBe('/onboarding');
  });

  it('states the money-back guarantee and what every plan includes', async () => {
    await renderPage('/pricing');
    expect(
      screen.getByRole('heading', { name: '30-day money-back guarantee' }),
    ).toBeInTheDocument();
    for (const item of ['Secure document storage', 'Progress tracking', 'Mobile access']) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
  });

  it('checks a monthly income against the annual threshold and recommends a plan', async () => {
    await renderPage('/pricing');
    const check = screen.getByRole('region', { name: /income requirement/i });
    await userEvent.type(within(check).getByLabelText(/gross income/i), '3,000');
    const family = within(check).getByLabelText(/family members/i);
    await userEvent.clear(family);
    await userEvent.type(family, '1');
    await userEvent.click(within(check).getByRole('radio', { name: 'Per month' }));
    await userEvent.click(within(check).getByRole('button', { name: 'Check my eligibility' }));

    expect(within(check).getByText('Your income is below the threshold')).toBeInTheDocument();
    expect(within(check).getByTestId('annual-income').textContent).toBe('€36,000');
    expect(within(check).getByTestId('required-income').textContent).toBe('€47,008.50');
    expect(within(check).getByText(/about €2,849 a month/)).toBeInTheDocument();
    expect(within(check).getByText(/not legal advice/)).toBeInTheDocument();

    await userEvent.click(within(check).getByRole('button', { name: 'Continue with Basic' }));
    expect(window.sessionStorage.getItem(SELECTED_PLAN_STORAGE_KEY)).toBe('basic');
  });

  it('recommends premium to someone already in Spain who meets the threshold', async () => {
    await renderPage('/pricing');
    const check = screen.getByRole('region', { name: /income requirement/i });
    await userEvent.type(within(check).getByLabelText(/gross income/i), '40000');
    await userEvent.click(within(check).getByRole('radio', { name: 'Per year' }));
    const inSpain = within(check).getByRole('radiogroup', { name: /currently in spain/i });
    await userEvent.click(within(inSpain).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(check).getByRole('button', { name: 'Check my eligibility' }));
    expect(within(check).getByText('Your income meets the threshold')).toBeInTheDocument();
    expect(within(check).getByText(/Recommended for you: Premium/)).toBeInTheDocument();
  });

  it('tells EU citizens they do not need the visa', async () => {
    await renderPage('/pricing');
    const check = screen.getByRole('region', { name: /income requirement/i });
    const nationality = within(check).getByRole('radiogroup', { name: /citizen of the eu/i });
    await userEvent.click(within(nationality).getByRole('radio', { name: 'Yes' }));
    expect(within(check).queryByLabelText(/gross income/i)).toBeNull();
    await userEvent.click(within(check).getByRole('button', { name: 'Check my eligibility' }));
    expect(within(check).getByText('You do not need this visa')).toBeInTheDocument();
  });

  it('asks for a valid income before answering', async () => {
    await renderPage('/pricing');
    const check = screen.getByRole('region', { name: /income requirement/i });
    await userEvent.click(within(check).getByRole('button', { name: 'Check my eligibility' }));
    expect(within(check).getByText('Enter your income as a positive amount.')).toBeInTheDocument();
  });
});
