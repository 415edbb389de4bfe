import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HOME_CONTACT_LIMITS, homeContactSchema, validate } from '@nomada/contracts';
import { toast } from '@nomada/state';
import { ContactField } from '../../contact-forms/components/contact-field';
import { NATIVE_FORM, NativeFormFields } from '../../contact-forms/components/native-form-fields';
import { HoneypotField } from '../../contact-forms/components/honeypot-field';
import { useContactSubmission } from '../../contact-forms/hooks/use-contact-submission';

const EMPTY = { name: '', email: '', country: '', website: '' };
type Values = typeof EMPTY;

/** Home interest form (SPEC.md sections 4, 5 and 8): checked on submit, first failure in a toast. */
export function InterestForm() {
  const { t } = useTranslation('marketing');
  const { submit, submitting } = useContactSubmission();
  const [values, setValues] = useState<Values>(EMPTY);

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(homeContactSchema, { ...values, source: 'homepage' });
    if (!result.ok) {
      toast({
        variant: 'destructive',
        title: t('contactForms.toast.errorTitle'),
        description: t(`validation:${result.key}`),
      });
      return;
    }
    if (await submit(result.data)) setValues(EMPTY);
  };

  return (
    <form {...NATIVE_FORM} noValidate onSubmit={handleSubmit} style={{ position: 'relative' }}>
      <NativeFormFields source="homepage" />
      <Stack gap="5">
        <ContactField
          name="name"
          label={t('contactForms.fields.name')}
          value={values.name}
          onChange={set('name')}
          maxLength={HOME_CONTACT_LIMITS.name}
          autoComplete="name"
        />
        <ContactField
          name="email"
          type="email"
          label={t('contactForms.fields.email')}
          value={values.email}
          onChange={set('email')}
          maxLength={HOME_CONTACT_LIMITS.email}
          autoComplete="email"
        />
        <ContactField
          name="country"
          label={t('contactForms.fields.country')}
          value={values.country}
          onChange={set('country')}
          maxLength={HOME_CONTACT_LIMITS.country}
          autoComplete="country-name"
          placeholder={t('interest.countryPlaceholder')}
        />
        <HoneypotField value={values.website} onChange={set('website')} />
        <Button type="submit" colorPalette="brand" size="lg" disabled={submitting}>
          {submitting ? t('contactForms.submitting') : t('interest.submit')}
        </Button>
      </Stack>
    </form>
  );
}
