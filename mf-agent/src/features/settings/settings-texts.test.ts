import { describe, expect, it } from 'vitest';
import type { AccountSettingsTexts } from '@nomada/account-settings';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';

describe('the settings texts', () => {
  it('give the shared settings components every key they read, in both languages', () => {
    const texts = { en: en.settings, es: es.settings } satisfies {
      en: AccountSettingsTexts;
      es: AccountSettingsTexts;
    };
    expect(Object.keys(texts.es.password).sort()).toEqual(Object.keys(texts.en.password).sort());
  });
});
