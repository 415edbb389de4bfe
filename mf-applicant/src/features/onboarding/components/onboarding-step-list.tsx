import { Circle, Heading, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS } from '../onboarding-steps';

export function OnboardingStepList() {
  const { t } = useTranslation('applicant');
  return (
    <Stack as="section" aria-labelledby="onboarding-steps-title" gap="4">
      <Heading as="h2" id="onboarding-steps-title" size="lg">
        {t('onboarding.stepsTitle')}
      </Heading>
      <List.Root as="ol" listStyleType="none" gap="4">
        {ONBOARDING_STEPS.map((step, index) => (
          <List.Item key={step} display="flex" gap="4" alignItems="center">
            <Circle
              size="9"
              bg="brand.600"
              color="white"
              fontWeight="bold"
              flexShrink={0}
              aria-hidden="true"
            >
              {index + 1}
            </Circle>
            <Stack gap="1">
              <Text fontWeight="semibold">
                {/* The number in the circle is decorative; screen readers hear it here. */}
                <VisuallyHidden>
                  {t('onboarding.stepLabel', { number: index + 1 })}:{' '}
                </VisuallyHidden>
                {t(`onboarding.steps.${step}.title`)}
              </Text>
              <Text color="fg.muted">{t(`onboarding.steps.${step}.description`)}</Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
