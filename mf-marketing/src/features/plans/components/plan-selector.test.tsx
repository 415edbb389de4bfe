import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { SELECTED_PLAN_STORAGE_KEY } from '@nomada/contracts';
import { renderAt } from '@nomada/ui/testing';
import { PlanSelector } from './plan-selector';

describe('PlanSelector', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('shows both plans with their prices and what each includes', () => {
    renderAt(<PlanSelector />);
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByText('€299')).toBeInTheDocument();
    expect(screen.getByText('€599')).toBeInTheDocument();
    expect(screen.getByText('1-year work and study visa')).toBeInTheDocument();
    expect(screen.getByText('3-year digital nomad visa')).toBeInTheDocument();
    expect(screen.getByText('1 hour of direct lawyer consultation')).toBeInTheDocument();
    expect(screen.getByText('AI visa assistant available any time')).toBeInTheDocument();
  });

  it.each([
    ['basic', 'Choose the Basic plan for €299'],
    ['premium', 'Choose the Premium plan for €599'],
  ])('keeps %s in session storage and opens the onboarding wizard', async (plan, label) => {
    renderAt(<PlanSelector />);
    // The served page's link does the same without scripts.
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(
      `/onboarding?plan=${plan}`,
    );
    await userEvent.click(screen.getByRole('link', { name: label }));
    expect(window.sessionStorage.getItem(SELECTED_PLAN_STORAGE_KEY)).toBe(plan);
    expect(screen.getByTestId('location').textContent).toBe('/onboarding');
  });

  it('speaks Spanish with euro amounts written the Spanish way', async () => {
    await i18next.changeLanguage('es');
    renderAt(<PlanSelector />);
    expect(screen.getByRole('heading', { name: 'Básico' })).toBeInTheDocument();
    expect(screen.getByText('Visado de nómada digital de 3 años')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Elegir el plan Premium por 599\s€/ }),
    ).toBeInTheDocument();
  });
});
