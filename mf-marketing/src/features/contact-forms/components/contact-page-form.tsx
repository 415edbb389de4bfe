import { useState, type FormEvent } from 'react';
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_PAGE_LIMITS,
  contactPageSchema,
  validate,
  type ValidationMessageKey,
} from '@nomada/contracts';
import { readFormValues } from '@nomada/ui';
import { useContactSubmission } from '../hooks/use-contact-submission';
import { ContactField } from './contact-field';
import { NATIVE_FORM, NativeFormFields } from './native-form-fields';
import { HoneypotField } from './honeypot-field';

const FIELDS = ['name', 'email', 'subject', 'message', 'website'] as const;
type FieldName = Exclude<(typeof FIELDS)[number], 'website'>;

/** The /contact page form (docs/product/validation.md and docs/product/messages.md): errors under the fields, a toast afterwards. */
export function ContactPageForm() {
  const { t } = useTranslation('marketing');
  const { submit, submitting } = useContactSubmission();
  // Message keys, not texts, so a language switch re-translates errors already shown.
  const [errors, setErrors] = useState<Partial<Record<FieldName, ValidationMessageKey>>>({});

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readFormValues(form, FIELDS);
    const result = validate(contactPageSchema, { ...values, source: 'contact' });
    if (!result.ok) {
      setErrors(result.fields);
      const first = Object.keys(result.fields)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    if (await submit(result.data)) form.reset();
  };

  const field = (name: FieldName) => ({
    name,
    label: t(`contactForms.fields.${name}`),
    maxLength: CONTACT_PAGE_LIMITS[name],
    error: errors[name] && t(`validation:${errors[name]}`),
  });

  return (
    <form {...NATIVE_FORM} noValidate onSubmit={handleSubmit} style={{ position: 'relative' }}>
      <NativeFormFields source="contact" />
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ContactField {...field('name')} autoComplete="name" />
          <ContactField {...field('email')} type="email" autoComplete="email" />
        </SimpleGrid>
        <ContactField {...field('subject')} />
        <ContactField {...field('message')} multiline />
        <HoneypotField />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          disabled={submitting}
        >
          {submitting ? t('contactForms.submitting') : t('contactForms.send')}
        </Button>
      </Stack>
    </form>
  );
}
