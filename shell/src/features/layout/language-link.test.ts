import { describe, expect, it } from 'vitest';
import { languageHref } from './language-link';

describe('languageHref', () => {
  it('points at the same page with the language in the query', () => {
    expect(languageHref({ pathname: '/pricing', search: '', hash: '' }, 'es')).toBe(
      '/pricing?lang=es',
    );
  });
  it('replaces a language already there and keeps the rest of the address', () => {
    expect(
      languageHref({ pathname: '/onboarding', search: '?plan=premium&lang=en', hash: '#x' }, 'es'),
    ).toBe('/onboarding?plan=premium&lang=es#x');
  });
});
