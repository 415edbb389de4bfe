import { expectToast } from '../src/support/toasts';
import type { Page } from '@playwright/test';
import { createAgent } from '../src/support/agent-accounts';
import { approvedApplicant, uploadAs } from '../src/support/agent-applicants';
import { signInIn } from '../src/support/agent-dashboard';
import { pdfFile } from '../src/support/agent-files';
import { expectNoAxeViolations } from '../src/support/axe';
import { decideCookies } from './public-site-helpers';
import { agent, expect, test } from './fixtures';

const TEXT = {
  en: {
    assignments: 'User assignments',
    unassigned: 'Applicants without an agent',
    passport: 'Valid passport',
    approve: 'Approve',
    approved: 'Approved',
    approvedToast: 'Document approved successfully',
    notifications: 'Notifications',
    uploaded: 'Document uploaded',
    markAll: 'Mark all as read',
  },
  es: {
    assignments: 'Asignación de usuarios',
    unassigned: 'Solicitantes sin agente',
    passport: 'Pasaporte válido',
    approve: 'Aprobar',
    approved: 'Aprobado',
    approvedToast: 'Documento aprobado correctamente',
    notifications: 'Notificaciones',
    uploaded: 'Documento subido',
    markAll: 'Marcar todas como leídas',
  },
} as const;

/** At phone and desktop width: nothing wider than the screen, and a picture for people to look at. */
async function shootBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.artifacts/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];

  test(`an agent opens a case from search and approves an item in place (${language})`, async ({
    page,
    context,
    baseURL,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const applicant = await approvedApplicant(request, 'Carla');
    await uploadAs(baseURL!, applicant, 'Valid passport', pdfFile('carla-passport.pdf'));
    const name = `${applicant.firstName} ${applicant.lastName}`;

    await decideCookies(context, baseURL!);
    await signInIn(page, context, baseURL!, language, agent());
    await page.getByRole('tab', { name: t.assignments }).click();
    const list = page.getByRole('region', { name: t.unassigned });
    await list.getByRole('searchbox').fill(applicant.email);
    const row = list.getByRole('listitem').filter({ hasText: applicant.email });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    const link = row.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', `/agent/applicants/${applicant.id}`);
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/agent/applicants/${applicant.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const item = page.getByTestId('case-item').filter({
      has: page.getByRole('heading', { level: 3, name: t.passport }),
    });
    await expect(item.getByText('carla-passport.pdf', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `the case page in ${language}`);
    await shootBothWidths(page, `agent-case-${language}`);

    await item.getByRole('button', { name: t.approve, exact: true }).click();
    await expectToast(page, t.approvedToast);
    await expect(item.getByText(t.approved, { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: t.approve, exact: true })).toHaveCount(0);
    // The decision is in the item's history and the whole case's trail.
    await expect(item.getByRole('list').last()).toContainText(agent().name);
    expect(consoleErrors).toEqual([]);
  });

  test(`an agent's notifications appear, lead to the applicant, and clear (${language})`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const own = await createAgent('Nora');
    const applicant = await approvedApplicant(request, 'Noemi');
    await decideCookies(context, baseURL!);
    await signInIn(page, context, baseURL!, language, own);
    const assigned = await page.request.post('/functions/agent-actions', {
      data: { action: 'assignUser', payload: { userId: applicant.id } },
    });
    expect(assigned.status()).toBe(200);
    await uploadAs(baseURL!, applicant, 'Valid passport', pdfFile('noemi-passport.pdf'));

    const bar = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: /^Notif/ }) });
    await page.reload();
    const bell = bar.getByRole('link', { name: new RegExp(`^${t.notifications}, \\d+`) });
    await expect(bell).toBeVisible({ timeout: 40_000 });
    await bell.click();
    await expect(page).toHaveURL(/\/agent\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: t.notifications })).toBeVisible();

    const upload = page
      .getByTestId('agent-notification')
      // The checklist item is named in the reader's language.
      .filter({ hasText: `${applicant.firstName} ${applicant.lastName}: ${t.passport}` });
    await expect(upload).toHaveCount(1);
    await expect(upload).toHaveAttribute('data-read', 'false');
    await expect(upload.getByText(t.uploaded)).toBeVisible();
    await expectNoAxeViolations(page, `the notifications page in ${language}`);
    await shootBothWidths(page, `agent-notifications-${language}`);

    await upload.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/agent/applicants/${applicant.id}$`));
    await page.getByRole('link', { name: new RegExp(`^${t.notifications}`) }).click();
    await expect(upload).toHaveAttribute('data-read', 'true');

    // Everything unread is marked read, the registration of this applicant included (other tests
    // running beside this one may add new ones meanwhile, so only this applicant's are checked).
    const registration = page
      .getByTestId('agent-notification')
      .filter({ hasText: applicant.email });
    await expect(registration).toHaveAttribute('data-read', 'false');
    await page.getByRole('button', { name: t.markAll }).click();
    await expect(registration).toHaveAttribute('data-read', 'true');
    await expect(upload).toHaveAttribute('data-read', 'true');
  });
}
