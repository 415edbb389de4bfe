import { expect, test } from './fixtures';

test('the language choice is kept in a cookie and sets <html lang>', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(page.getByRole('heading', { name: 'Te damos la bienvenida' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'nomada_lang');
  expect(cookie?.value).toBe('es');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Te damos la bienvenida' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test.describe('a browser in Spanish', () => {
  test.use({ locale: 'es-ES' });
  test('gets Spanish by default', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
