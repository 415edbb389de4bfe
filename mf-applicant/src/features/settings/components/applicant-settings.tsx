import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { ChangePasswordForm } from '@nomada/account-settings';
import { PageContainer } from '@nomada/ui';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { DetailsForm } from './details-form';
import { EmailConfirmationCard } from './email-confirmation-card';
import { EmailLanguageCard } from './email-language-card';
import { YourDataCard } from './your-data-card';

/** /dashboard/settings: the applicant's own account, whatever the state of their application. */
export function ApplicantSettings() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  useDocumentTitle(t('settings.title'));
  const key = profile?.id ?? 'no-profile';
  return (
    <PageContainer maxW="3xl">
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('settings.title')}
          </Heading>
          <Text color="fg.muted">{t('settings.subtitle')}</Text>
        </Stack>
        {/* Keyed by profile so the forms start from the saved values once the session is known. */}
        <DetailsForm key={`details-${key}`} />
        <EmailConfirmationCard />
        <EmailLanguageCard key={`language-${key}`} />
        <ChangePasswordForm namespace="applicant" />
        <YourDataCard />
      </Stack>
    </PageContainer>
  );
}
