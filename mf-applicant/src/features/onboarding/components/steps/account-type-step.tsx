import { RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type AccountType } from '@nomada/contracts';
import type { OnboardingWizard } from '../../hooks/use-onboarding-wizard';
import { fieldIds } from '../field-message-ids';
import { BusinessComingSoon } from '../business-coming-soon';
import { BusinessFields } from './business-fields';
import { WizardTextField } from '../wizard-text-field';

function isAccountType(value: unknown): value is AccountType {
  return (ACCOUNT_TYPES as readonly unknown[]).includes(value);
}

export function AccountTypeStep({ wizard }: { wizard: OnboardingWizard }) {
  const { t } = useTranslation('applicant');
  const { draft, errors, setField, chooseAccountType } = wizard;
  const error = errors.account_type;
  const ids = fieldIds('account_type', { error: Boolean(error) });
  return (
    <Stack gap="6">
      <RadioCard.Root
        id={ids.control}
        value={draft.account_type || null}
        onValueChange={({ value }) => {
          if (isAccountType(value)) chooseAccountType(value);
        }}
        colorPalette="brand"
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
      >
        <RadioCard.Label fontSize="md" fontWeight="semibold">
          {t('onboarding.fields.account_type')}
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {ACCOUNT_TYPES.map((type) => (
            <RadioCard.Item key={type} value={type}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText fontWeight="bold">
                    {t(`onboarding.accountTypes.${type}.title`)}
                  </RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    {t(`onboarding.accountTypes.${type}.description`)}
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
        {error && (
          <Text id={ids.errorId} color="red.700" fontSize="sm" aria-live="polite">
            {t(`validation:${error}`)}
          </Text>
        )}
      </RadioCard.Root>
      {draft.account_type === 'business' && (
        <>
          <BusinessComingSoon
            onBack={() => chooseAccountType('')}
            onContinueAsIndividual={() => chooseAccountType('individual')}
          />
          <BusinessFields wizard={wizard} />
        </>
      )}
      <WizardTextField
        kind="textarea"
        field="additional_info"
        label={t('onboarding.fields.additional_info')}
        hint={t('onboarding.hints.additional_info')}
        value={draft.additional_info}
        onChange={(value) => setField('additional_info', value)}
        error={errors.additional_info}
        maxLength={2000}
      />
    </Stack>
  );
}
