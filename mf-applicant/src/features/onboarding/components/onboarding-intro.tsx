import { Alert, Badge, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '@nomada/ui';
import { useSelectedPlan } from '../hooks/use-selected-plan';
import { OnboardingStepList } from './onboarding-step-list';
import { SelectedPlanCard } from './selected-plan-card';

/** Explains the sign-up before the wizard itself exists; it never pretends to collect data. */
export function OnboardingIntro() {
  const { t } = useTranslation('applicant');
  const plan = useSelectedPlan();
  return (
    <PageContainer maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="8">
        <Stack gap="4">
          <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="lg">
            {t('onboarding.eyebrow')}
          </Badge>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {t('onboarding.title')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {t('onboarding.description')}
          </Text>
        </Stack>
        <SelectedPlanCard plan={plan} />
        <OnboardingStepList />
        <Card.Root variant="outline">
          <Card.Body gap="2">
            <Heading as="h2" size="md">
              {t('onboarding.afterTitle')}
            </Heading>
            <Text color="fg.muted">{t('onboarding.after')}</Text>
          </Card.Body>
        </Card.Root>
        <Alert.Root status="info" colorPalette="brand">
          <Alert.Indicator />
          <Alert.Title>{t('onboarding.comingSoon')}</Alert.Title>
        </Alert.Root>
        <Box textAlign="center">
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" align="center">
            <Text>{t('onboarding.haveAccount')}</Text>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to="/login">{t('onboarding.signIn')}</RouterLink>
            </Button>
          </Stack>
        </Box>
      </Stack>
    </PageContainer>
  );
}
