import type { BrowserContext } from '@playwright/test';

export const PUBLIC_PATHS = [
  '/',
  '/how-it-works',
  '/pricing',
  '/contact',
  '/terms',
  '/cookies',
  '/privacy-policy',
  '/privacy',
] as const;

/** Records a cookie choice up front, so the consent banner stays out of tests about other things. */
export async function decideCookies(context: BrowserContext, baseURL: string): Promise<void> {
  const value = encodeURIComponent(
    JSON.stringify({ analytics: false, decidedAt: new Date().toISOString() }),
  );
  await context.addCookies([{ name: 'nomada_consent', value, url: baseURL }]);
}
