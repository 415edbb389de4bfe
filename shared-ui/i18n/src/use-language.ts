import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from './catalogue-loading';
import { isLanguage, type Language } from './language';

/** Current language and a setter that also updates the cookie and `<html lang>`. */
export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
} {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const setLanguage = useCallback(
    async (language: Language) => {
      // The texts of the new language arrive before it shows, so nothing flashes untranslated.
      await loadLanguage(language);
      await i18n.changeLanguage(language);
    },
    [i18n],
  );
  return { language: isLanguage(current) ? current : 'en', setLanguage };
}
