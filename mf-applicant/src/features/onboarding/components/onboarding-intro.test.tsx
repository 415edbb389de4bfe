import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { SELECTED_PLAN_STORAGE_KEY } from '@nomada/contracts';
import { renderAt } from '@nomada/ui/testing';
import { OnboardingIntro } from './onboarding-intro';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('OnboardingIntro', () => {
  it('shows the plan kept by the home page and the six steps', () => {
    window.sessionStorage.setItem(SELECTED_PLAN_STORAGE_KEY, 'premium');
    renderAt(<OnboardingIntro />, '/onboarding');
    expect(screen.getByTestId('selected-plan').textContent).toBe('Premium');
    expect(screen.getByText('€599 one-off fee')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('falls back to the basic plan when nothing valid was kept', () => {
    window.sessionStorage.setItem(SELECTED_PLAN_STORAGE_KEY, 'gold');
    renderAt(<OnboardingIntro />, '/onboarding');
    expect(screen.getByTestId('selected-plan').textContent).toBe('Basic');
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<OnboardingIntro />, '/onboarding');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Solicita tu visado para España en seis pasos',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Seguridad de la cuenta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});
