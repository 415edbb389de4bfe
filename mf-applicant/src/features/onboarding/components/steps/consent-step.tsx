import { Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import type { OnboardingWizard } from '../../hooks/use-onboarding-wizard';
import { fieldIds } from '../field-message-ids';
import { ApplicationSummary } from './application-summary';

const CONSENTS = [
  { field: 'terms_accepted', link: '/terms' },
  { field: 'data_processing_consent', link: '/privacy-policy' },
] as const;

export function ConsentStep({ wizard }: { wizard: OnboardingWizard }) {
  const { t } = useTranslation('applicant');
  const { draft, errors, setField } = wizard;
  return (
    <Stack gap="6">
      <ApplicationSummary draft={draft} />
      <Stack gap="5">
        {CONSENTS.map(({ field, link }) => {
          const error = errors[field];
          const ids = fieldIds(field, { error: Boolean(error) });
          return (
            <Stack key={field} gap="1">
              <Checkbox.Root
                ids={{ hiddenInput: ids.control }}
                checked={draft[field]}
                onCheckedChange={({ checked }) => setField(field, checked === true)}
                invalid={Boolean(error)}
                colorPalette="brand"
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput aria-describedby={ids.describedBy} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal">
                  <Trans
                    t={t}
                    i18nKey={`onboarding.consent.${field}`}
                    components={{
                      doc: (
                        <Link
                          href={link}
                          target="_blank"
                          rel="noopener"
                          color="brand.700"
                          textDecoration="underline"
                        />
                      ),
                    }}
                  />
                </Checkbox.Label>
              </Checkbox.Root>
              {error && (
                <Text id={ids.errorId} color="red.700" fontSize="sm" ps="7" aria-live="polite">
                  {t(`validation:${error}`)}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
