import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfileSchema, validate, type ErrorCode } from '@nomada/contracts';
import { isApiError, sessionStore, toast, useSession } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { updateProfile } from '../api/account-calls';
import { detailsOf, type DetailField, type DetailValues } from '../lib/details';

type DetailErrors = Partial<Record<DetailField, ErrorCode>>;

/** The applicant's details, checked with signup's rules before they are sent, and saved at once. */
export function useDetailsForm() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  const [values, setValues] = useState<DetailValues>(() => detailsOf(profile));
  const [errors, setErrors] = useState<DetailErrors>({});
  const [saving, setSaving] = useState(false);

  function setField(field: DetailField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(updateProfileSchema, values);
    if (!result.ok) {
      setErrors(result.fields as DetailErrors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const { profile: saved } = await updateProfile(values);
      // The top bar and the dashboard read the shared session: they show the new name at once.
      sessionStore.setState({ profile: saved });
      setValues(detailsOf(saved));
      toast({
        title: t('settings.profile.successTitle'),
        description: t('settings.profile.successDescription'),
        variant: 'success',
      });
    } catch (error) {
      // The server's rule for a field (the same as ours, unless this page is out of date) shows under it.
      if (isApiError(error))
        setErrors(
          Object.fromEntries(
            Object.keys(error.fields).map((field) => [field, error.code]),
          ) as DetailErrors,
        );
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
