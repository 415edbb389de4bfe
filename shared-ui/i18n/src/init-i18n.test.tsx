import { act, renderHook } from '@testing-library/react';
import { errorMessages } from '@nomada/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonEn } from './catalogues/common-en';
import { commonEs } from './catalogues/common-es';
import { i18next, initI18n } from './init-i18n';
import { readLanguageCookie } from './language';
import { registerCatalogue } from './register-catalogue';
import { useLanguage } from './use-language';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

// Registered before init, as a remote loaded early would.
registerCatalogue('early', { en: { hello: 'Hello' }, es: { hello: 'Hola' } });

beforeAll(() => {
  initI18n('en');
});

describe('initI18n', () => {
  it('has the same common keys in both languages, none empty', () => {
    expect(keys(commonEs)).toEqual(keys(commonEn));
    for (const key of keys(commonEs)) expect(i18next.t(key, { lng: 'es' })).not.toBe('');
  });

  it('translates common and validation strings', () => {
    expect(i18next.t('nav.login')).toBe('Log in');
    expect(i18next.t('validation:email_required', { lng: 'es' })).toBe(
      'El correo electrónico es obligatorio',
    );
  });

  it('applies catalogues registered before and after initialisation', () => {
    registerCatalogue('agent', {
      en: { title: 'Agent dashboard' },
      es: { title: 'Panel del agente' },
    });
    expect(i18next.t('early:hello', { lng: 'es' })).toBe('Hola');
    expect(i18next.t('agent:title', { lng: 'es' })).toBe('Panel del agente');
  });

  it('useLanguage switches the language, the cookie and <html lang>', async () => {
    const { result } = renderHook(() => useLanguage());
    expect(result.current.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await act(() => result.current.setLanguage('es'));
    expect(result.current.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(readLanguageCookie(document.cookie)).toBe('es');
    expect(i18next.t('nav.login')).toBe('Iniciar sesión');
  });
});

describe('validation namespace', () => {
  it('translates every error code of the contracts, API codes included, with their values', async () => {
    await i18next.changeLanguage('es');
    for (const [code, texts] of Object.entries(errorMessages)) {
      expect(i18next.t(`validation:${code}`, { maxMb: 10 })).toBe(
        texts.es.replace('{{maxMb}}', '10'),
      );
    }
    expect(i18next.t('validation:current_password_incorrect')).toBe(
      'La contraseña actual no es correcta',
    );
    expect(i18next.t('validation:file_too_large', { maxMb: 5 })).toBe(
      'El archivo debe pesar menos de 5 MB',
    );
  });
});
