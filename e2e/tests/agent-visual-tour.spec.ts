import { createAgent } from '../src/support/agent-accounts';
import { approvedApplicant, pendingApplicant, uploadAs } from '../src/support/agent-applicants';
import { signInIn } from '../src/support/agent-dashboard';
import { pngFile } from '../src/support/agent-files';
import { totpCode } from '../src/support/agent-totp';
import { decideCookies } from './public-site-helpers';
import { agent, expect, test } from './fixtures';

const TEXT = {
  en: {
    tabs: ['User assignments', 'Documents', 'Registrations', 'History'],
    documents: 'Documents to review',
    registrations: 'Pending registrations',
    review: 'Review',
    details: 'View details',
    approve: 'Approve',
    reject: 'Reject',
    setUp: 'Set up two-factor sign-in',
    twoFactor: 'Two-factor sign-in',
    currentPassword: 'Current password',
    continue: 'Continue',
    firstCode: /6-digit code/,
    turnOn: 'Turn on',
    saved: "I've saved my codes",
    turnOff: 'Turn off two-factor sign-in',
  },
  es: {
    tabs: ['Asignación de usuarios', 'Documentos', 'Registros', 'Historial'],
    documents: 'Documentos por revisar',
    registrations: 'Registros pendientes',
    review: 'Revisar',
    details: 'Ver detalles',
    approve: 'Aprobar',
    reject: 'Rechazar',
    setUp: 'Configurar el inicio de sesión en dos pasos',
    twoFactor: 'Inicio de sesión en dos pasos',
    currentPassword: 'Contraseña actual',
    continue: 'Continuar',
    firstCode: /Código de 6 cifras/,
    turnOn: 'Activar',
    saved: 'Ya he guardado mis códigos',
    turnOff: 'Desactivar el inicio de sesión en dos pasos',
  },
} as const;

/**
 * The agent's pages and dialogs at phone and desktop widths in both languages: nothing wider than
 * the screen, no console errors. Screenshots land in e2e/.artifacts/screenshots for people to look at.
 */
for (const language of ['en', 'es'] as const) {
  for (const width of [390, 1280] as const) {
    test(`agent pages in ${language} at ${width}px`, async ({
      page,
      context,
      baseURL,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(240_000);
      const t = TEXT[language];
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      const shoot = async (name: string, { dialog = false } = {}) => {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `.artifacts/screenshots/agent-${name}-${language}-${width}.png`,
          fullPage: !dialog,
        });
      };
      const rowOf = async (list: string, text: string) => {
        const region = page.getByRole('region', { name: list });
        await region.getByRole('searchbox').fill(text);
        const row = region.getByRole('listitem').filter({ hasText: text });
        await expect(row).toHaveCount(1, { timeout: 20_000 });
        return row;
      };

      const pending = await pendingApplicant(request, 'Vera');
      const uploader = await approvedApplicant(request, 'Iris');
      await uploadAs(baseURL!, uploader, 'Valid passport', pngFile('iris-passport.png', 480, 320));
      await decideCookies(context, baseURL!);
      await signInIn(page, context, baseURL!, language, agent());

      for (const [index, tab] of t.tabs.entries()) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel').getByRole('searchbox').first()).toBeVisible();
        await expect(page.getByRole('tabpanel').locator('[aria-busy=true]')).toHaveCount(0);
        await shoot(`dashboard-${index + 1}`);
      }

      await page.getByRole('tab', { name: t.tabs[1] }).click();
      const documentRow = await rowOf(t.documents, uploader.email);
      await documentRow.getByRole('button', { name: t.review }).click();
      const review = page.getByRole('dialog');
      await expect(review.getByTestId('document-preview-image')).toBeVisible();
      await shoot('review', { dialog: true });
      await review.getByRole('button', { name: t.reject, exact: true }).click();
      await shoot('review-reject', { dialog: true });
      await page.keyboard.press('Escape');
      await expect(review).toBeHidden();

      await page.getByRole('tab', { name: t.tabs[2] }).click();
      const registration = await rowOf(t.registrations, pending.email);
      await registration.getByRole('button', { name: t.details }).click();
      const details = page.getByRole('dialog');
      await expect(details).toBeVisible();
      await shoot('registration', { dialog: true });
      await details.getByRole('button', { name: t.approve, exact: true }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shoot('registration-confirm', { dialog: true });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      const own = await createAgent('Olga');
      await context.clearCookies();
      await decideCookies(context, baseURL!);
      await signInIn(page, context, baseURL!, language, own);
      await page.goto('/agent/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot('settings');
      await page.getByRole('button', { name: t.setUp }).click();
      const twoFactorPassword = page
        .getByRole('region', { name: t.twoFactor })
        .getByLabel(t.currentPassword);
      await expect(twoFactorPassword).toBeFocused();
      await shoot('settings-two-factor-password');
      await twoFactorPassword.fill(own.password);
      await page.getByRole('button', { name: t.continue }).click();
      await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
      await shoot('settings-two-factor');
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      await page.getByLabel(t.firstCode).fill(totpCode(secret));
      await page.getByRole('button', { name: t.turnOn, exact: true }).click();
      await expect(page.getByRole('button', { name: t.saved })).toBeVisible();
      await shoot('settings-two-factor-recovery');
      await page.getByRole('button', { name: t.saved }).click();
      await expect(page.getByRole('button', { name: t.turnOff })).toBeVisible();
      // The "on" toast closes by itself after 5 seconds; the card is what this picture is for.
      await expect(page.locator('li[data-variant]')).toHaveCount(0, { timeout: 15_000 });
      await shoot('settings-two-factor-on');
      await page.getByRole('button', { name: t.turnOff }).click();
      await expect(twoFactorPassword).toBeFocused();
      await shoot('settings-two-factor-turn-off');
      expect(consoleErrors).toEqual([]);
    });
  }
}
