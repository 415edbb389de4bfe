import type { Page } from '@playwright/test';
import { createAgent } from '../src/support/agent-accounts';
import { approvedApplicant, pendingApplicant, uploadAs } from '../src/support/agent-applicants';
import { expectNoAxeViolations } from '../src/support/axe';
import { pdfFile } from '../src/support/agent-files';
import { decideCookies } from './public-site-helpers';
import { agent, expect, signIn, test } from './fixtures';

const TEXT = {
  en: {
    tabs: ['User assignments', 'Documents', 'Registrations', 'History'],
    search: 'Search by name or email',
    documents: 'Documents to review',
    registrations: 'Pending registrations',
    review: 'Review',
    details: 'View details',
    approve: 'Approve',
    reject: 'Reject',
    confirm: 'Approve this registration?',
    cancel: 'Cancel',
    setUp: 'Set up two-factor sign-in',
    twoFactor: 'Two-factor sign-in',
    currentPassword: 'Current password',
    continue: 'Continue',
  },
  es: {
    tabs: ['Asignación de usuarios', 'Documentos', 'Registros', 'Historial'],
    search: 'Buscar por nombre o correo',
    documents: 'Documentos por revisar',
    registrations: 'Registros pendientes',
    review: 'Revisar',
    details: 'Ver detalles',
    approve: 'Aprobar',
    reject: 'Rechazar',
    confirm: '¿Aprobar este registro?',
    cancel: 'Cancelar',
    setUp: 'Configurar el inicio de sesión en dos pasos',
    twoFactor: 'Inicio de sesión en dos pasos',
    currentPassword: 'Contraseña actual',
    continue: 'Continuar',
  },
} as const;

async function rowOf(page: Page, list: string, search: string, text: string) {
  const region = page.getByRole('region', { name: list });
  await region.getByRole('searchbox', { name: search }).fill(text);
  const row = region.getByRole('listitem').filter({ hasText: text });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  return row;
}

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];

  test(`the agent dashboard, its dialogs and settings pass axe in ${language}`, async ({
    page,
    context,
    baseURL,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const pending = await pendingApplicant(request, 'Axel');
    const uploader = await approvedApplicant(request, 'Ada');
    await uploadAs(baseURL!, uploader, 'Valid passport', pdfFile('ada-passport.pdf'));
    await decideCookies(context, baseURL!);
    // The shared sign-in helper reads the English form: the language is chosen once signed in.
    await signIn(page, agent().email, agent().password);
    await expect(page).toHaveURL(/\/agent\/dashboard$/);
    await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL! }]);
    // A fresh load rather than reload(): the dashboard may still be redirecting after sign-in.
    await page.goto('/agent/dashboard');

    for (const tab of t.tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel').getByRole('searchbox').first()).toBeVisible();
      await expectNoAxeViolations(page, `${tab} (${language})`);
    }

    await page.getByRole('tab', { name: t.tabs[2] }).click();
    const registration = await rowOf(page, t.registrations, t.search, pending.email);
    await registration.getByRole('button', { name: t.details }).click();
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    await expectNoAxeViolations(page, `registration details (${language})`);
    // Focus stays inside the dialog however far Tab goes, and Shift+Tab too.
    for (const key of [...Array(14).fill('Tab'), ...Array(6).fill('Shift+Tab')] as string[]) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))),
        `focus after ${key}`,
      ).toBe(true);
    }
    await details.getByRole('button', { name: t.approve, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: t.confirm });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, `approval confirmation (${language})`);
    await confirm.getByRole('button', { name: t.cancel }).click();
    await details.getByRole('button', { name: t.reject, exact: true }).click();
    await expect(details.getByRole('textbox')).toBeFocused();
    await expectNoAxeViolations(page, `rejection reason (${language})`);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await page.getByRole('tab', { name: t.tabs[1] }).click();
    const documentRow = await rowOf(page, t.documents, t.search, uploader.email);
    await documentRow.getByRole('button', { name: t.review }).click();
    const review = page.getByRole('dialog');
    await expect(review.locator('iframe')).toBeVisible();
    await expectNoAxeViolations(page, `document review (${language})`);
    await page.keyboard.press('Escape');
    await expect(review).toBeHidden();
    // Focus goes back to the button that opened the dialog.
    await expect(documentRow.getByRole('button', { name: t.review })).toBeFocused();

    // Settings with an agent of its own: starting two-factor setup changes the account.
    const own = await createAgent('Nuria');
    const settings = await (await browser.newContext()).newPage();
    await decideCookies(settings.context(), baseURL!);
    await signIn(settings, own.email, own.password);
    await expect(settings).toHaveURL(/\/agent\/dashboard$/);
    await settings.context().addCookies([{ name: 'nomada_lang', value: language, url: baseURL! }]);
    await settings.goto('/agent/settings');
    await expect(settings.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(settings, `settings (${language})`);
    await settings.getByRole('button', { name: t.setUp }).click();
    const password = settings
      .getByRole('region', { name: t.twoFactor })
      .getByLabel(t.currentPassword);
    await expect(password).toBeFocused();
    await expectNoAxeViolations(settings, `two-factor password step (${language})`);
    await password.fill(own.password);
    await settings.getByRole('button', { name: t.continue }).click();
    await expect(settings.getByRole('img', { name: /QR/ })).toBeVisible();
    await expectNoAxeViolations(settings, `two-factor setup (${language})`);
    await settings.context().close();
  });
}
