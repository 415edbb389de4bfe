import { useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { Badge, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@nomada/state';
import { PageContainer } from '@nomada/ui';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import {
  WIZARD_FORM_ID,
  useOnboardingWizard,
  type OnboardingWizard,
} from '../hooks/use-onboarding-wizard';
import { LAST_STEP, ONBOARDING_STEPS, type OnboardingStep } from '../onboarding-steps';
import { AlreadySignedIn } from './already-signed-in';
import { SelectedPlanBar } from './selected-plan-bar';
import { AccountTypeStep } from './steps/account-type-step';
import { ConsentStep } from './steps/consent-step';
import { ContactStep } from './steps/contact-step';
import { PersonalStep } from './steps/personal-step';
import { PlanStep } from './steps/plan-step';
import { SecurityStep } from './steps/security-step';
import { WizardNavigation } from './wizard-navigation';
import { WizardProgressBar } from './wizard-progress-bar';
import { WizardStepList } from './wizard-step-list';

const STEP_CONTENT: Record<OnboardingStep, ComponentType<{ wizard: OnboardingWizard }>> = {
  plan: PlanStep,
  personal: PersonalStep,
  security: SecurityStep,
  contact: ContactStep,
  accountType: AccountTypeStep,
  consent: ConsentStep,
};

const noSubscription = () => () => {};

/**
 * `/onboarding`: the six-step sign-up of docs/product/screens.md. Its first step is prerendered: hydrating
 * the served page renders what the server did (the plan of the address, nothing this tab kept), then
 * the wizard starts again from what the tab kept, if anything. Rendered in the browser, it starts
 * from there at once.
 */
export function OnboardingWizard() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <WizardPage key={hydrated ? 'kept' : 'served'} restore={hydrated} />;
}

function WizardPage({ restore }: { restore: boolean }) {
  const { t } = useTranslation('applicant');
  const { user, loading } = useSession();
  const wizard = useOnboardingWizard({ restore });
  const { step, submitted, submitting } = wizard;
  const name = ONBOARDING_STEPS[step] ?? 'plan';
  const Content = STEP_CONTENT[name];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useDocumentTitle(t('onboarding.pageTitle'), t('onboarding.description'));

  useEffect(() => {
    // Keyboard and screen-reader users land on the new step, not on the button they pressed.
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  // Who is signed in is not known on the server: the served page shows the wizard to everyone.
  const signedIn = restore && !loading && user && !submitted && !submitting;
  return (
    <PageContainer maxW="3xl" py={{ base: '6', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="3">
          <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="lg">
            {t('onboarding.eyebrow')}
          </Badge>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('onboarding.title')}
          </Heading>
          <Text color="fg.muted">{t('onboarding.description')}</Text>
        </Stack>
        {signedIn ? (
          <AlreadySignedIn />
        ) : (
          <>
            <Stack gap="5">
              <WizardProgressBar value={wizard.progress} />
              <WizardStepList step={step} />
            </Stack>
            <Card.Root variant="outline" boxShadow="sm">
              <Card.Body p={{ base: '4', md: '8' }}>
                {/* Without scripts, the served first step's Next opens the second with its plan. */}
                <form
                  id={WIZARD_FORM_ID}
                  method="get"
                  action="/onboarding"
                  noValidate
                  aria-labelledby="onboarding-step-title"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (step === LAST_STEP) void wizard.submit();
                    else wizard.next();
                  }}
                >
                  <Stack gap="6">
                    <Stack gap="1">
                      <Text fontSize="sm" color="brand.700" fontWeight="semibold">
                        {t('onboarding.stepOf', {
                          number: step + 1,
                          total: ONBOARDING_STEPS.length,
                        })}
                      </Text>
                      <Heading
                        as="h2"
                        id="onboarding-step-title"
                        ref={headingRef}
                        tabIndex={-1}
                        size="xl"
                        outline="none"
                      >
                        {t(`onboarding.steps.${name}.title`)}
                      </Heading>
                      <Text color="fg.muted">{t(`onboarding.steps.${name}.description`)}</Text>
                    </Stack>
                    {step > 0 && (
                      <SelectedPlanBar plan={wizard.draft.plan} onChangePlan={wizard.changePlan} />
                    )}
                    {step === 0 && <input type="hidden" name="step" value={ONBOARDING_STEPS[1]} />}
                    <Content wizard={wizard} />
                    <WizardNavigation
                      step={step}
                      submitting={submitting}
                      onPrevious={wizard.previous}
                    />
                  </Stack>
                </form>
              </Card.Body>
            </Card.Root>
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              gap="2"
              justify="center"
              align="center"
            >
              <Text>{t('onboarding.haveAccount')}</Text>
              <Button asChild variant="plain" colorPalette="brand" textDecoration="underline">
                <RouterLink to="/login">{t('onboarding.signIn')}</RouterLink>
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
