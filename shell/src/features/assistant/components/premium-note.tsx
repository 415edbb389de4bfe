import { useEffect, useRef } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_NAMESPACE } from '../assistant-catalogue';
import { SparkIcon } from './assistant-icons';

/** What visitors and basic applicants see instead of the chat (docs/product/screens.md). */
export function PremiumNote({
  signedIn,
  onNavigate,
}: {
  signedIn: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const action = useRef<HTMLAnchorElement>(null);
  useEffect(() => action.current?.focus(), []);
  return (
    <Stack flex="1" justify="center" align="center" textAlign="center" gap="4" px="6" py="8">
      <SparkIcon boxSize="10" color="accent.600" />
      <Text as="h3" fontWeight="bold" fontSize="lg">
        {t('premiumTitle')}
      </Text>
      <Text>{t('premiumText')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('premiumDetails')}
      </Text>
      <Button asChild colorPalette="accent" onClick={onNavigate}>
        <RouterLink ref={action} to="/pricing">
          {t('seePlans')}
        </RouterLink>
      </Button>
      {!signedIn && (
        <Button asChild variant="ghost" size="sm" onClick={onNavigate}>
          <RouterLink to="/login">{t('signIn')}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
