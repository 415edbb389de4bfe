import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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
      await i18n.changeLanguage(language);
    },
    [i18n],
  );
  return { language: isLanguage(current) ? current : 'en', setLanguage };
}
