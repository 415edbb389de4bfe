import { describe, expect, it } from 'vitest';
import { pageVariant } from './page-variant';

const known = new Set(['/onboarding', '/onboarding?plan=premium', '/pricing']);
const isKnown = (pagePath: string) => known.has(pagePath);

describe('pageVariant', () => {
  it('answers the variant rendered with the query, whatever the language', () => {
    expect(pageVariant('/onboarding?plan=premium', isKnown)).toBe('/onboarding?plan=premium');
    expect(pageVariant('/onboarding?lang=es&plan=premium', isKnown)).toBe(
      '/onboarding?plan=premium',
    );
  });
  it('falls back to the path for a query nothing was rendered with', () => {
    expect(pageVariant('/onboarding?plan=gold', isKnown)).toBe('/onboarding');
    expect(pageVariant('/pricing?utm_source=mail&lang=en', isKnown)).toBe('/pricing');
    expect(pageVariant('/pricing', isKnown)).toBe('/pricing');
  });
});
