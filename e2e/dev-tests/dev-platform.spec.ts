import { expect, test } from '@playwright/test';

/**
 * The README's hot-reload command renders the app: each page gets past the empty `#root`, under
 * `localhost` and `127.0.0.1` alike, with nothing refused by the CSP or the dev servers.
 */
for (const host of ['localhost', '127.0.0.1'])
  test(`npm run dev renders /, /login and /dashboard on ${host}`, async ({ page, baseURL }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const origin = new URL(baseURL!);
    origin.hostname = host;

    await page.goto(new URL('/', origin).href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeAttached();

    await page.goto(new URL('/login', origin).href);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    // Signed out, the dashboard's guard sends the visitor to sign in: the app ran to decide it.
    await page.goto(new URL('/dashboard', origin).href);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    expect(problems.filter((text) => /Content Security Policy|lazy|404/i.test(text))).toEqual([]);
  });
