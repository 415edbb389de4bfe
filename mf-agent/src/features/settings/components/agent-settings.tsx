import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { ChangePasswordForm } from '@nomada/account-settings';
import { PageContainer } from '@nomada/ui';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { RELEASE_VERSION } from '../../../lib/release-version';
import { CalendarFeedCard } from './calendar-feed-card';
import { ProfileForm } from './profile-form';
import { TwoFactorCard } from './two-factor-card';

export function AgentSettings() {
  const { t } = useTranslation('agent');
  const { profile } = useSession();
  useDocumentTitle(t('settings.title'));
  return (
    <PageContainer maxW="3xl">
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('settings.title')}
          </Heading>
          <Text color="fg.muted">{t('settings.subtitle')}</Text>
        </Stack>
        {/* Keyed by profile so the form starts from the saved names once the session is known. */}
        <ProfileForm key={profile?.id ?? 'no-profile'} />
        <ChangePasswordForm namespace="agent" />
        <TwoFactorCard />
        <CalendarFeedCard />
        {RELEASE_VERSION && (
          <Text fontSize="sm" color="fg.muted">
            {t('settings.release', { version: RELEASE_VERSION })}
          </Text>
        )}
      </Stack>
    </PageContainer>
  );
}
