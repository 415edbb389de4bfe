import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@nomada/contracts';
import { sessionStore, toast, useSession } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { updateProfile } from '../api/account-calls';

/** The language of every email from now on (update-profile's `language`), saved on its own. */
export function useEmailLanguage() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  const [language, setLanguage] = useState<Language>(profile?.language ?? 'en');
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const { profile: saved } = await updateProfile({ language });
      sessionStore.setState({ profile: saved });
      toast({
        title: t('settings.language.successTitle'),
        description: t('settings.language.successDescription', {
          language: t(`settings.language.${language}`),
        }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('settings.language.errorTitle'),
        description: errorMessage(error, { fallback: t('settings.language.errorFallback') }),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return { language, setLanguage, saving, save };
}
