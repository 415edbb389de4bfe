import type { BrowserContext, Locator, Page } from '@playwright/test';
import { errorText, type ErrorCode, type Language } from '@nomada/contracts';
import { startPage } from './page-wake';

/** What the wizard shows, in both languages (the texts of mf-applicant's catalogue). */
export const WIZARD = {
  en: {
    next: 'Next',
    previous: 'Previous',
    submit: 'Submit application',
    changePlan: 'Change plan',
    headings: [
      'Choose your plan',
      'Personal information',
      'Account security',
      'Contact details',
      'Account type',
      'Terms and consent',
    ],
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      password: 'Password',
      confirmPassword: 'Confirm password',
      phone: 'Phone',
      date_of_birth: 'Date of birth',
      address: 'Address',
      nationality: 'Nationality',
      company_name: 'Company name',
    },
    plans: { basic: 'Basic', premium: 'Premium' },
    individual: 'Individual',
    business: 'Business',
    comingSoon: 'Business accounts are coming soon',
    backToSelection: 'Back to selection',
    continueAsIndividual: 'Continue as individual',
    terms: /terms and conditions/,
    consent: /processing my personal data/,
    restored: /please enter your password again/,
    pendingTitle: 'Application Under Review',
    confirmEmail: 'Confirm your email address',
    signUpFailed: 'Sign up failed',
    progress: 'Application progress',
    steps: 'Sign-up steps',
  },
  es: {
    next: 'Siguiente',
    previous: 'Anterior',
    submit: 'Enviar solicitud',
    changePlan: 'Cambiar de plan',
    headings: [
      'Elige tu plan',
      'Información personal',
      'Seguridad de la cuenta',
      'Datos de contacto',
      'Tipo de cuenta',
      'Términos y consentimiento',
    ],
    fields: {
      first_name: 'Nombre',
      last_name: 'Apellidos',
      email: 'Correo electrónico',
      password: 'Contraseña',
      confirmPassword: 'Confirmar contraseña',
      phone: 'Teléfono',
      date_of_birth: 'Fecha de nacimiento',
      address: 'Dirección',
      nationality: 'Nacionalidad',
      company_name: 'Nombre de la empresa',
    },
    plans: { basic: 'Básico', premium: 'Premium' },
    individual: 'Particular',
    business: 'Empresa',
    comingSoon: 'Las cuentas de empresa llegarán pronto',
    backToSelection: 'Volver a la selección',
    continueAsIndividual: 'Continuar como particular',
    terms: /términos y condiciones/,
    consent: /trate mis datos personales/,
    restored: /vuelve a introducir tu contraseña/,
    pendingTitle: 'Solicitud en revisión',
    confirmEmail: 'Confirma tu correo electrónico',
    signUpFailed: 'Error en el registro',
    progress: 'Progreso de la solicitud',
    steps: 'Pasos del registro',
  },
} as const;

export type WizardField = keyof (typeof WIZARD)['en']['fields'];

/** Drives /onboarding the way a person does, in one language. */
export class WizardPage {
  readonly text: (typeof WIZARD)[Language];

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {
    this.text = WIZARD[language];
  }

  /** Opens the wizard in `language`, as a visitor whose plan choice is `plan` (if any). */
  static async open(
    page: Page,
    context: BrowserContext,
    baseURL: string,
    language: Language,
    plan?: 'basic' | 'premium',
  ): Promise<WizardPage> {
    await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL }]);
    if (plan) {
      await page.goto('/terms');
      await page.evaluate((chosen) => window.sessionStorage.setItem('selectedPlan', chosen), plan);
    }
    await page.goto('/onboarding');
    // The served first step works as HTML; the steps after it need the wizard's script.
    await startPage(page);
    return new WizardPage(page, language);
  }

  get heading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 2 }).first();
  }

  get progressBar(): Locator {
    return this.page.getByRole('progressbar', { name: this.text.progress });
  }

  field(name: WizardField): Locator {
    return this.page.getByLabel(new RegExp(`^${this.text.fields[name]}`));
  }

  /** The message shown beside a field: its input's `aria-describedby` must point to it. */
  async messageOf(name: WizardField): Promise<string> {
    const ids = (await this.field(name).getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(
      ids
        .split(' ')
        .filter((id) => id.endsWith('-error'))
        .map((id) => this.page.locator(`[id="${id}"]`).textContent()),
    );
    return texts.join(' ');
  }

  /** The message element of a field or group (what its `aria-describedby` names). */
  errorOf(field: string): Locator {
    return this.page.locator(`[id="onboarding-${field}-error"]`);
  }

  /** Ticks a consent box by clicking the box itself, as a person does. */
  async tick(name: RegExp): Promise<void> {
    const checkbox = this.page.getByRole('checkbox', { name });
    await checkbox.locator('xpath=..').locator('[data-part="control"]').click();
  }

  message(code: ErrorCode): Locator {
    return this.page.getByText(errorText(code, this.language), { exact: true });
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: this.text.next, exact: true }).click();
  }

  async previous(): Promise<void> {
    await this.page.getByRole('button', { name: this.text.previous, exact: true }).click();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: this.text.submit, exact: true }).click();
  }

  radio(name: string | RegExp): Locator {
    return this.page.getByRole('radio', { name });
  }

  /** Chooses a radio card by clicking its visible title. */
  async choose(title: string): Promise<void> {
    await this.page.locator('label').filter({ hasText: title }).first().click();
  }
}

/** A password that meets the policy. */
export const WIZARD_PASSWORD = 'Nomada@2026';
