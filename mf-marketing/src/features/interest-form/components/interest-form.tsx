import type { FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HOME_CONTACT_LIMITS, homeContactSchema, validate } from '@nomada/contracts';
import { toast } from '@nomada/state';
import { readFormValues } from '@nomada/ui';
import {
  ContactField,
  HoneypotField,
  NATIVE_FORM,
  NativeFormFields,
  useContactSubmission,
} from '../../contact-forms';

const FIELDS = ['name', 'email', 'country', 'website'] as const;

/** Home interest form (docs/product/states.md and docs/product/validation.md and docs/product/messages.md): checked on submit, first failure in a toast. */
export function InterestForm() {
  const { t } = useTranslation('marketing');
  const { submit, submitting } = useContactSubmission();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validate(homeContactSchema, {
      ...readFormValues(form, FIELDS),
      source: 'homepage',
    });
    if (!result.ok) {
      toast({
        variant: 'destructive',
        title: t('contactForms.toast.errorTitle'),
        description: t(`validation:${result.key}`),
      });
      return;
    }
    if (await submit(result.data)) form.reset();
  };

  return (
    <form {...NATIVE_FORM} noValidate onSubmit={handleSubmit} style={{ position: 'relative' }}>
      <NativeFormFields source="homepage" />
      <Stack gap="5">
        <ContactField
          name="name"
          label={t('contactForms.fields.name')}
          maxLength={HOME_CONTACT_LIMITS.name}
          autoComplete="name"
        />
        <ContactField
          name="email"
          type="email"
          label={t('contactForms.fields.email')}
          maxLength={HOME_CONTACT_LIMITS.email}
          autoComplete="email"
        />
        <ContactField
          name="country"
          label={t('contactForms.fields.country')}
          maxLength={HOME_CONTACT_LIMITS.country}
          autoComplete="country-name"
          placeholder={t('interest.countryPlaceholder')}
        />
        <HoneypotField />
        <Button type="submit" colorPalette="brand" size="lg" disabled={submitting}>
          {submitting ? t('contactForms.submitting') : t('interest.submit')}
        </Button>
      </Stack>
    </form>
  );
}
