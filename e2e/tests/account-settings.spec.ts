import { expectToast, recordToasts } from '../src/support/toasts';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import type { Language } from '@nomada/contracts';
import { approvedApplicant } from '../src/support/agent-applicants';
import { expectNoAxeViolations } from '../src/support/axe';
import { decideCookies } from './public-site-helpers';
import { agent, expect, test } from './fixtures';

const TEXT = {
  en: {
    settings: 'Settings',
    details: 'Your details',
    phone: /^Phone/,
    saveDetails: 'Save details',
    detailsSaved: 'Details saved',
    emailLanguage: 'Language of our emails',
    otherLanguage: 'Spanish',
    saveLanguage: 'Save language',
    languageSaved: 'Email language saved',
    yourData: 'Your data',
    download: 'Download my data',
    downloading: 'Your data is downloading',
    plan: 'Your plan',
    requestPremium: 'Request premium',
    requested: /^Premium requested on/,
    upgrades: 'Plan upgrade requests',
    approvePremium: 'Approve premium',
    confirmPremium: 'Yes, switch to premium',
    switchedOn: 'Premium switched on',
    premiumBadge: 'Premium plan',
    deleteAccount: 'Delete my account',
    deleteDialog: 'Delete your account?',
    password: /^Current password/,
    deleteForGood: 'Delete my account permanently',
    deleted: 'Your account has been deleted',
    invalidCredentials: 'Invalid credentials',
  },
  es: {
    settings: 'Ajustes',
    details: 'Tus datos',
    phone: /^Teléfono/,
    saveDetails: 'Guardar datos',
    detailsSaved: 'Datos guardados',
    emailLanguage: 'Idioma de nuestros correos',
    otherLanguage: 'Inglés',
    saveLanguage: 'Guardar idioma',
    languageSaved: 'Idioma de los correos guardado',
    yourData: 'Tu información',
    download: 'Descargar mi información',
    downloading: 'Tu información se está descargando',
    plan: 'Tu plan',
    requestPremium: 'Solicitar premium',
    requested: /^Premium solicitado el/,
    upgrades: 'Solicitudes de cambio de plan',
    approvePremium: 'Aprobar premium',
    confirmPremium: 'Sí, pasar a premium',
    switchedOn: 'Premium activado',
    premiumBadge: 'Plan Premium',
    deleteAccount: 'Eliminar mi cuenta',
    deleteDialog: '¿Eliminar tu cuenta?',
    password: /^Contraseña actual/,
    deleteForGood: 'Eliminar mi cuenta definitivamente',
    deleted: 'Hemos eliminado tu cuenta',
    invalidCredentials: 'Credenciales no válidas',
  },
} as const;

/** Signs in from `path` (a /login?next=… link, say), then reads the site in `language`. */
async function signInFrom(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  path: string,
  who: { email: string; password: string },
  language: Language,
) {
  await decideCookies(context, baseURL);
  await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL }]);
  await page.goto(path);
  await page.locator('input[type=email]').fill(who.email);
  await page.locator('input[type=password]').fill(who.password);
  await page.locator('form button[type=submit]').click();
}

async function shoot(page: Page, name: string, fullPage = true) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `.artifacts/screenshots/${name}.png`, fullPage });
}

for (const language of ['en', 'es'] as const) {
  for (const width of [390, 1280] as const) {
    const t = TEXT[language];
    const size = { width, height: width < 500 ? 844 : 900 };

    test(`settings, export, premium request and approval, and deletion in ${language} at ${width}px`, async ({
      page,
      context,
      browser,
      baseURL,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(300_000);
      const applicant = await approvedApplicant(request, 'Sara', 'basic');
      await page.setViewportSize(size);

      // A link from an email to the settings: sign-in brings the applicant there.
      await signInFrom(
        page,
        context,
        baseURL!,
        '/login?next=/dashboard/settings',
        applicant,
        language,
      );
      await expect(page).toHaveURL(/\/dashboard\/settings$/);
      await expect(page.getByRole('heading', { level: 1, name: t.settings })).toBeVisible();
      await expectNoAxeViolations(page, `settings (${language}, ${width}px)`);
      await shoot(page, `settings-${language}-${width}`);

      const details = page.getByRole('region', { name: t.details });
      await details.getByLabel(t.phone).fill('+34 611 222 333');
      await details.getByRole('button', { name: t.saveDetails }).click();
      await expectToast(page, t.detailsSaved);

      const emails = page.getByRole('region', { name: t.emailLanguage });
      await emails.getByText(t.otherLanguage, { exact: true }).click();
      await emails.getByRole('button', { name: t.saveLanguage }).click();
      await expectToast(page, t.languageSaved);

      const data = page.getByRole('region', { name: t.yourData });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        data.getByRole('button', { name: t.download }).click(),
      ]);
      const today = new Date().toISOString().slice(0, 10);
      expect(download.suggestedFilename()).toBe(`nomada-export-${today}.json`);
      const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
      expect(exported.user.email).toBe(applicant.email);
      expect(exported.profile.phone).toBe('+34 611 222 333');
      await expectToast(page, t.downloading);

      // The way to premium, from the dashboard.
      await page.goto('/dashboard');
      const plan = page.getByTestId('plan-card');
      await plan.getByRole('button', { name: t.requestPremium }).click();
      await expect(plan.getByText(t.requested)).toBeVisible();
      await expectNoAxeViolations(
        page,
        `dashboard with premium requested (${language}, ${width}px)`,
      );
      await plan.scrollIntoViewIfNeeded();
      await shoot(page, `plan-requested-${language}-${width}`, false);

      // The agent approves it, at the same width and in the same language.
      const agentContext = await browser.newContext({ viewport: size });
      await recordToasts(agentContext);
      try {
        const agentPage = await agentContext.newPage();
        await signInFrom(agentPage, agentContext, baseURL!, '/login', agent(), language);
        await expect(agentPage).toHaveURL(/\/agent\/dashboard$/);
        const upgrades = agentPage.getByRole('region', { name: t.upgrades });
        const row = upgrades.getByRole('listitem').filter({ hasText: applicant.email });
        await expect(row).toHaveCount(1, { timeout: 30_000 });
        await shoot(agentPage, `agent-upgrades-${language}-${width}`);
        await row.getByRole('button', { name: t.approvePremium }).click();
        const confirm = agentPage.getByRole('alertdialog');
        await expect(confirm).toBeVisible();
        await expectNoAxeViolations(agentPage, `upgrade confirmation (${language}, ${width}px)`);
        await shoot(agentPage, `agent-upgrade-confirm-${language}-${width}`, false);
        await confirm.getByRole('button', { name: t.confirmPremium }).click();
        await expectToast(agentPage, t.switchedOn);
        await expect(row).toHaveCount(0);
      } finally {
        await agentContext.close();
      }

      // Premium at once: the badge, the premium checklist and the assistant.
      await page.reload();
      await expect(page.getByText(t.premiumBadge, { exact: true })).toBeVisible();
      await expect(page.getByTestId('plan-card').getByRole('button')).toHaveCount(0);

      // Deletion, with the dialog that says what happens.
      await page.goto('/dashboard/settings');
      await page
        .getByRole('region', { name: t.yourData })
        .getByRole('button', { name: t.deleteAccount })
        .click();
      const dialog = page.getByRole('alertdialog', { name: t.deleteDialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveCount(5);
      await expectNoAxeViolations(page, `delete dialog (${language}, ${width}px)`);
      await shoot(page, `delete-dialog-${language}-${width}`, false);
      await dialog.getByLabel(t.password).fill(applicant.password);
      await dialog.getByRole('button', { name: t.deleteForGood }).click();
      await expect(page).toHaveURL(new RegExp(`^${baseURL}/?$`));
      await expectToast(page, t.deleted);

      await signInFrom(page, context, baseURL!, '/login', applicant, language);
      await expectToast(page, t.invalidCredentials);
      expect(consoleErrors.filter((error) => !/401|Failed to load resource/.test(error))).toEqual(
        [],
      );
    });
  }
}

test('sign-in returns to the page a link pointed at, and only ever on this site', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const applicant = await approvedApplicant(request, 'Nora', 'basic');
  await decideCookies(context, baseURL!);
  await page.goto('/dashboard/documents');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fdocuments$/);
  await page.locator('input[type=email]').fill(applicant.email);
  await page.locator('input[type=password]').fill(applicant.password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);

  const hostile = [
    '//evil.example',
    '//evil.example/dashboard',
    'https://evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
  ];
  for (const next of hostile) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page, next).toHaveURL(new RegExp(`^${baseURL}/dashboard$`));
  }
});

test('a signed-in basic applicant choosing premium on /pricing asks for it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const applicant = await approvedApplicant(request, 'Pilar', 'basic');
  await signInFrom(page, context, baseURL!, '/login?next=/pricing', applicant, 'en');
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('link', { name: /Choose the Premium plan/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Premium requested');
  await expect(page.getByTestId('plan-card').getByText(/^Premium requested on/)).toBeVisible();
});
