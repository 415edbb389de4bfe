import type { BrowserContext, Page } from '@playwright/test';
import type { Language } from '@nomada/contracts';
import { createApplicant, decideRegistration } from '../src/support/applicants';
import {
  assignToAgent,
  checklistItem,
  rejectDocumentAsAgent,
} from '../src/support/applicant-agent';
import { makePdf } from '../src/support/applicant-files';
import { WizardPage } from '../src/support/applicant-wizard';
import { decideCookies } from './public-site-helpers';
import { expect, test } from './fixtures';

async function signInAnyLanguage(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  language: Language,
  who: { email: string; password: string },
) {
  await context.clearCookies();
  await decideCookies(context, baseURL);
  await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL }]);
  await page.goto('/login');
  await page.locator('input[type=email]').fill(who.email);
  await page.locator('input[type=password]').fill(who.password);
  await page.locator('form button[type=submit]').click();
}

/**
 * The applicant's pages at phone and desktop widths in both languages: nothing wider than the
 * screen, no console errors. Screenshots land in e2e/.artifacts/screenshots for people to look at.
 */
for (const language of ['en', 'es'] as const) {
  for (const width of [390, 1280] as const) {
    test(`applicant pages in ${language} at ${width}px`, async ({
      page,
      context,
      baseURL,
      request,
      pendingApplicant,
      rejectedApplicant,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const shoot = async (name: string) => {
        await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `.artifacts/screenshots/applicant-${name}-${language}-${width}.png`,
          fullPage: true,
        });
      };

      await decideCookies(context, baseURL!);
      const wizard = await WizardPage.open(page, context, baseURL!, language, 'premium');
      await shoot('onboarding-plan');
      await wizard.next();
      await wizard.next();
      await expect(wizard.message('first_name_required')).toBeVisible();
      await shoot('onboarding-personal-errors');
      await wizard.field('first_name').fill('Ana');
      await wizard.field('last_name').fill('López');
      await wizard.field('email').fill('tour@nomada-e2e.test');
      await wizard.next();
      await wizard.field('password').fill('Nomada@2026');
      await wizard.field('confirmPassword').fill('Nomada@2026');
      await wizard.next();
      await shoot('onboarding-contact');
      await wizard.next();
      await wizard.choose(wizard.text.business);
      await shoot('onboarding-business');
      await page.getByRole('button', { name: wizard.text.continueAsIndividual }).click();
      await wizard.next();
      await shoot('onboarding-consent');

      await signInAnyLanguage(page, context, baseURL!, language, pendingApplicant);
      await expect(page).toHaveURL(/\/pending-approval$/);
      await shoot('pending-approval');
      await signInAnyLanguage(page, context, baseURL!, language, rejectedApplicant);
      await expect(page).toHaveURL(/\/application-rejected$/);
      await shoot('application-rejected');

      const premium = await createApplicant(request, {
        plan: 'premium',
        firstName: 'Lucía',
        lastName: 'Fernández',
      });
      await decideRegistration(premium.id, 'approved');
      await assignToAgent(baseURL!, premium.id);
      await signInAnyLanguage(page, context, baseURL!, language, premium);
      await expect(page).toHaveURL(/\/dashboard$/);
      const upload = await page.request.post('/functions/auth-upload-document', {
        multipart: {
          documentName: 'passport',
          requiredDocumentId: (
            await checklistItem(
              page.request,
              language === 'es' ? 'Pasaporte válido' : 'Valid passport',
            )
          ).id,
          file: {
            name: 'passport.pdf',
            mimeType: 'application/pdf',
            buffer: makePdf('passport.pdf').bytes,
          },
        },
      });
      expect(upload.status()).toBe(201);
      const uploaded = (await upload.json()) as { document: { id: string } };
      await rejectDocumentAsAgent(baseURL!, uploaded.document.id, 'The photo page is cut off.');
      await page.reload();
      await expect(page.getByTestId('overall-state')).toBeVisible();
      await shoot('dashboard-overview');
      await page.goto('/dashboard/documents');
      await expect(page.getByTestId('document-card').first()).toBeVisible();
      await shoot('dashboard-documents');
      await page.goto('/dashboard/support');
      await expect(page.getByTestId('agent-card')).toBeVisible();
      await shoot('dashboard-support');

      expect(consoleErrors).toEqual([]);
    });
  }
}
