import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { SELECTED_PLAN_STORAGE_KEY } from '@nomada/contracts';
import { dismiss, sessionStore } from '@nomada/state';
import { lastToast, profileOf, signOutLocally, stubFetch } from '@nomada/state/testing';
import { UiProvider } from '@nomada/ui';
import { renderAt } from '@nomada/ui/testing';
import { DRAFT_STORAGE_KEY } from '../lib/draft-storage';
import { OnboardingWizard } from './onboarding-wizard';

const PASSWORD = 'Secret@pass1';

function renderWizard() {
  return renderAt(<OnboardingWizard />, '/onboarding');
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const heading = () => screen.getByRole('heading', { level: 2 });
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

async function fillUpToConsent() {
  await next();
  fill(/^First name/, 'Ana');
  fill(/^Last name/, 'López');
  fill(/^Email/, 'ana@example.com');
  await next();
  fill(/^Password/, PASSWORD);
  fill(/^Confirm password/, PASSWORD);
  await next();
  fill(/^Phone/, '+34 600 123 456');
  await next();
  await userEvent.click(screen.getByRole('radio', { name: /Individual/ }));
  await next();
}

function signupAnswer() {
  const profile = profileOf('pendingApplicant', {
    first_name: 'Ana',
    last_name: 'López',
    full_name: 'Ana López',
    email: 'ana@example.com',
    email_confirmed: false,
  });
  return {
    status: 201,
    body: {
      user: { id: profile.id, email: profile.email, created_at: '2026-11-22T10:00:00.000Z' },
      session: { expires_at: '2026-11-22T10:15:00.000Z' },
      profile,
      role: 'applicant',
    },
  };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  dismiss();
  signOutLocally();
  await i18next.changeLanguage('en');
});

describe('OnboardingWizard', () => {
  it('starts on the plan step with the plan kept by the home page', () => {
    window.sessionStorage.setItem(SELECTED_PLAN_STORAGE_KEY, 'premium');
    renderWizard();
    expect(heading().textContent).toBe('Choose your plan');
    expect(screen.getByRole('radio', { name: /Premium/ })).toHaveProperty('checked', true);
    expect(progress()).toBe('0');
  });

  it('sends its first step as a native form to the second step with the plan, before any script', () => {
    renderAt(<OnboardingWizard />, '/onboarding?plan=premium');
    const form = heading().closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/onboarding');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      plan: 'premium',
      step: 'personal',
    });
  });

  it('opens on the second step with the plan of an address the first step sent', () => {
    renderAt(<OnboardingWizard />, '/onboarding?plan=premium&step=personal');
    expect(heading().textContent).toBe('Personal information');
    expect(screen.getByText(/Premium/)).toBeInTheDocument();
  });

  it('keeps what was typed into the served second step before it was live', async () => {
    window.sessionStorage.setItem(SELECTED_PLAN_STORAGE_KEY, 'basic');
    const ui = (
      <UiProvider>
        <MemoryRouter initialEntries={['/onboarding?plan=premium&step=personal']}>
          <OnboardingWizard />
        </MemoryRouter>
      </UiProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const typeInto = (name: string, value: string) => {
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
    };
    typeInto('first_name', 'Ana');
    typeInto('last_name', 'López');
    typeInto('email', 'ana@example.com');
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, ui);
      });
      const shown = (name: string) =>
        container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
      expect([shown('first_name'), shown('last_name'), shown('email')]).toEqual([
        'Ana',
        'López',
        'ana@example.com',
      ]);
      expect(within(container).getByText(/Premium/)).toBeInTheDocument();
      await userEvent.click(within(container).getByRole('button', { name: 'Next' }));
      expect(within(container).getByRole('heading', { level: 2 }).textContent).toBe(
        'Account security',
      );
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('opens no later step by address: each needs the ones before it', () => {
    renderAt(<OnboardingWizard />, '/onboarding?plan=premium&step=security');
    expect(heading().textContent).toBe('Choose your plan');
  });

  it('defaults to basic and numbers the six steps in an ordered list', () => {
    renderWizard();
    expect(screen.getByRole('radio', { name: /Basic/ })).toHaveProperty('checked', true);
    const list = screen.getByRole('list', { name: 'Sign-up steps' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.textContent).toContain('Step 1 of 6');
  });

  it("shows each personal field's message beside it, tied with aria-describedby", async () => {
    renderWizard();
    await next();
    expect(progress()).toBe('16.67');
    await next();
    const first = field(/^First name/);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('First name is required');
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(first));
    fill(/^First name/, 'Ana');
    fill(/^Email/, 'ana@');
    expect(progress()).toBe('28.34');
    await next();
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(heading().textContent).toBe('Personal information');
  });

  it('moves focus to the new step heading and back with Previous', async () => {
    renderWizard();
    await next();
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(heading().textContent).toBe('Choose your plan');
    await waitFor(() => expect(document.activeElement).toBe(heading()));
  });

  it('checks the password rules and the confirmation on step 2', async () => {
    renderWizard();
    await next();
    fill(/^First name/, 'Ana');
    fill(/^Last name/, 'López');
    fill(/^Email/, 'ana@example.com');
    await next();
    fill(/^Password/, 'short');
    await next();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    fill(/^Password/, PASSWORD);
    fill(/^Confirm password/, 'Secret@pass2');
    await next();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows the coming-soon panel for business and clears the company name when leaving it', async () => {
    renderWizard();
    await fillUpToConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('radio', { name: /Business/ }));
    expect(
      screen.getByText('Business accounts are coming soon', { selector: 'div' }),
    ).toBeInTheDocument();
    fill(/^Company name/, 'Acme SL');
    await next();
    expect(
      screen.getByText('Business accounts are coming soon', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(heading().textContent).toBe('Account type');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as individual' }));
    expect(screen.getByRole('radio', { name: /Individual/ })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText(/^Company name/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Business/ }));
    expect(field(/^Company name/).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Back to selection' }));
    expect(screen.getByRole('radio', { name: /Individual/ })).toHaveProperty('checked', false);
    await next();
    expect(screen.getByText('Please choose an account type')).toBeInTheDocument();
  });

  it('returns to the plan step with Change plan', async () => {
    renderWizard();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(heading().textContent).toBe('Choose your plan');
  });

  it('requires both consents, with partial progress for each', async () => {
    const api = stubFetch(signupAnswer());
    renderWizard();
    await fillUpToConsent();
    expect(progress()).toBe('83.35');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must accept the data processing consent')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    expect(progress()).toBe('91.68');
    await userEvent.click(screen.getByRole('checkbox', { name: /processing my personal data/ }));
    expect(progress()).toBe('100');
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('signs the applicant up and goes to /pending-approval', async () => {
    const api = stubFetch(signupAnswer());
    renderWizard();
    await fillUpToConsent();
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /processing my personal data/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/pending-approval'),
    );
    expect(api.requests[0]).toMatchObject({
      path: '/functions/auth-signup',
      body: {
        email: 'ana@example.com',
        password: PASSWORD,
        userData: {
          first_name: 'Ana',
          last_name: 'López',
          phone: '+34 600 123 456',
          plan: 'basic',
          account_type: 'individual',
          company_name: '',
          terms_accepted: true,
          data_processing_consent: true,
        },
      },
    });
    expect(sessionStore.getState().user?.email).toBe('ana@example.com');
    expect(lastToast()).toMatchObject({
      title: 'Registration submitted',
      description: 'Please check your email to confirm your account',
    });
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('keeps every field when the email is taken and shows why beside it', async () => {
    stubFetch({
      status: 409,
      body: { error: 'An account with this email already exists', code: 'email_taken' },
    });
    renderWizard();
    await fillUpToConsent();
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /processing my personal data/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Sign up failed'));
    expect(lastToast()).toMatchObject({
      description: 'An account with this email already exists',
      variant: 'destructive',
    });
    expect(heading().textContent).toBe('Personal information');
    expect(field(/^Email/).value).toBe('ana@example.com');
    expect(field(/^First name/).value).toBe('Ana');
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it.each([
    [new TypeError('Failed to fetch'), 'An unexpected error occurred during signup'],
    [{ status: 500, body: { error: 'Boom', code: 'internal_error' } }, 'Registration failed'],
  ])('says why a failed sign-up failed (%s)', async (answer, description) => {
    stubFetch(answer);
    renderWizard();
    await fillUpToConsent();
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /processing my personal data/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Sign up failed', description }),
    );
    expect(heading().textContent).toBe('Terms and consent');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('keeps the draft across a reload but never the passwords', async () => {
    const first = renderWizard();
    await fillUpToConsent();
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain(PASSWORD);
    first.unmount();
    renderWizard();
    expect(heading().textContent).toBe('Account security');
    expect(screen.getByText(/please enter your password again/)).toBeInTheDocument();
    expect(field(/^Password/).value).toBe('');
    fill(/^Password/, PASSWORD);
    fill(/^Confirm password/, PASSWORD);
    await next();
    expect(field(/^Phone/).value).toBe('+34 600 123 456');
  });

  it('speaks Spanish, messages included', async () => {
    await i18next.changeLanguage('es');
    renderWizard();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(heading().textContent).toBe('Información personal');
    expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
  });
});
