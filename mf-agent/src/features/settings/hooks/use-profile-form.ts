import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfileSchema, validate, type ValidationMessageKey } from '@nomada/contracts';
import { sessionStore, toast, useSession } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { updateProfile } from '../api/update-profile';

type ProfileField = 'first_name' | 'last_name';
type ProfileValues = Record<ProfileField, string>;

export function useProfileForm() {
  const { t } = useTranslation('agent');
  const { profile } = useSession();
  const [values, setValues] = useState<ProfileValues>({
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<ProfileField, ValidationMessageKey>>>({});
  const [saving, setSaving] = useState(false);

  function setField(field: ProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(updateProfileSchema, values);
    if (!result.ok) {
      setErrors(result.fields as Partial<Record<ProfileField, ValidationMessageKey>>);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const { profile: saved } = await updateProfile(result.data);
      // The top bar reads the name from the shared session, so it updates at once.
      sessionStore.setState({ profile: saved });
      toast({
        title: t('settings.profile.successTitle'),
        description: t('settings.profile.successDescription'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('settings.profile.errorTitle'),
        description: errorMessage(error, { fallback: t('settings.profile.errorFallback') }),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, saving, email: profile?.email ?? '', setField, submit };
}
