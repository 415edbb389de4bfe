import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@nomada/ui';
import { useConsentStore } from '../consent-store';

/** On the cookie policy: shows the current choice and opens the banner again to change it. */
export function ReopenConsentButton() {
  const { t } = useTranslation('marketing-pages');
  const { choice, reopen } = useConsentStore();
  // The choice lives in a cookie the prerendered page cannot know: it is told once hydrated (a
  // non-breaking space holds its line until then, so nothing moves).
  const hydrated = useHydrated();
  const current = !hydrated
    ? '\u00a0'
    : !choice
      ? t('consent.current.none')
      : choice.analytics
        ? t('consent.current.analyticsOn')
        : t('consent.current.analyticsOff');
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      align={{ sm: 'center' }}
      bg="brand.subtle"
      borderRadius="lg"
      p="4"
    >
      <Text flex="1" fontSize="sm">
        {current}
      </Text>
      <Button colorPalette="brand" variant="outline" bg="bg.panel" onClick={reopen}>
        {t('consent.reopen')}
      </Button>
    </Stack>
  );
}
