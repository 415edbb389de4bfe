import { useState } from 'react';
import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@nomada/ui';
import { useConsentStore } from '../consent-store';
import { ConsentCategories } from './consent-categories';
import { useReserveSpace } from './use-reserve-space';

function BannerPanel() {
  const { t } = useTranslation('marketing-pages');
  const { choice, decide } = useConsentStore();
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const ref = useReserveSpace<HTMLDivElement>();
  return (
    <Box
      ref={ref}
      as="section"
      role="region"
      aria-labelledby="consent-title"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      px={{ base: '3', md: '6' }}
      pb={{ base: '3', md: '5' }}
      pointerEvents="none"
    >
      <Box
        maxW="4xl"
        mx="auto"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="xl"
        boxShadow="xl"
        px={{ base: '4', md: '6' }}
        py={{ base: '3', md: '4' }}
        pointerEvents="auto"
        maxH="80vh"
        overflowY="auto"
      >
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: '3', md: '6' }}
          align={{ md: 'center' }}
        >
          <Stack gap="1" flex="1" fontSize="sm">
            <Text
              id="consent-title"
              fontWeight="semibold"
              fontSize="md"
              srOnly={{ base: true, md: false }}
            >
              {t('consent.title')}
            </Text>
            <Text color="fg.muted">
              {t('consent.text')}{' '}
              <Link asChild color="brand.700" textDecoration="underline">
                <RouterLink to="/cookies">{t('consent.policyLink')}</RouterLink>
              </Link>
            </Text>
          </Stack>
          {!choosing && (
            <Flex gap="2" flexShrink={0}>
              <Button
                size="sm"
                colorPalette="brand"
                flex={{ base: '1 1 auto', md: 'initial' }}
                px="3"
                onClick={() => decide(true)}
              >
                {t('consent.acceptAll')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                flex={{ base: '1 1 auto', md: 'initial' }}
                px="3"
                onClick={() => decide(false)}
              >
                {t('consent.necessaryOnly')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                flex={{ base: '1 1 auto', md: 'initial' }}
                px="3"
                onClick={() => setChoosing(true)}
              >
                {t('consent.choose')}
              </Button>
            </Flex>
          )}
        </Flex>
        {choosing && (
          <Stack gap="3" mt="3" pt="3" borderTopWidth="1px" borderColor="border.muted">
            <ConsentCategories analytics={analytics} onAnalyticsChange={setAnalytics} />
            <Flex gap="2" wrap="wrap" justify="flex-end">
              <Button size="sm" variant="outline" onClick={() => decide(true)}>
                {t('consent.acceptAll')}
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => decide(analytics)}>
                {t('consent.save')}
              </Button>
            </Flex>
          </Stack>
        )}
      </Box>
    </Box>
  );
}

/**
 * Non-blocking bottom sheet shown until a choice is made, or again when reopened. The choice is a
 * cookie the prerendered page cannot know, so the sheet appears once the page has hydrated.
 */
export function CookieConsentBanner() {
  const hydrated = useHydrated();
  const bannerOpen = useConsentStore((state) => state.bannerOpen);
  return hydrated && bannerOpen ? <BannerPanel /> : null;
}
