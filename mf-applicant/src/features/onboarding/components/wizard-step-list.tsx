import { Circle, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@nomada/ui';
import { ONBOARDING_STEPS } from '../onboarding-steps';

type StepState = 'complete' | 'current' | 'upcoming';

const CIRCLE: Record<StepState, { bg: string; color: string; borderColor: string }> = {
  complete: { bg: 'brand.600', color: 'white', borderColor: 'brand.600' },
  current: { bg: 'bg', color: 'brand.700', borderColor: 'brand.600' },
  upcoming: { bg: 'bg', color: 'fg.muted', borderColor: 'border' },
};

/** The six numbered steps; the current one is marked with `aria-current="step"`. */
export function WizardStepList({ step }: { step: number }) {
  const { t } = useTranslation('applicant');
  return (
    <List.Root
      as="ol"
      aria-label={t('onboarding.stepsLabel')}
      listStyleType="none"
      display="grid"
      gridTemplateColumns="repeat(6, minmax(0, 1fr))"
      gap="2"
    >
      {ONBOARDING_STEPS.map((name, index) => {
        const state: StepState =
          index < step ? 'complete' : index === step ? 'current' : 'upcoming';
        return (
          <List.Item
            key={name}
            aria-current={state === 'current' ? 'step' : undefined}
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="1"
            textAlign="center"
          >
            <Circle size="8" borderWidth="2px" fontWeight="bold" fontSize="sm" {...CIRCLE[state]}>
              {state === 'complete' ? (
                <CheckCircleIcon boxSize="5" />
              ) : (
                <span aria-hidden>{index + 1}</span>
              )}
            </Circle>
            <VisuallyHidden>
              {t('onboarding.stepOf', { number: index + 1, total: ONBOARDING_STEPS.length })}:{' '}
            </VisuallyHidden>
            <Text
              fontSize="xs"
              lineHeight="short"
              fontWeight={state === 'current' ? 'semibold' : 'normal'}
              color={state === 'upcoming' ? 'fg.muted' : 'fg'}
              srOnly={{ base: true, md: false }}
            >
              {t(`onboarding.steps.${name}.title`)}
            </Text>
            <VisuallyHidden> ({t(`onboarding.stepStatus.${state}`)})</VisuallyHidden>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
