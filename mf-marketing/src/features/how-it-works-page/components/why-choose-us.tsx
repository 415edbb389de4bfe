import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@nomada/ui';

const REASONS = ['specialists', 'review', 'tracking', 'security', 'success', 'support'] as const;

export function WhyChooseUs() {
  const { t } = useTranslation('marketing-pages');
  return (
    <Box
      as="section"
      aria-labelledby="why-title"
      bg="brand.subtle"
      borderRadius="2xl"
      px={{ base: '5', md: '10' }}
      py={{ base: '8', md: '12' }}
    >
      <Stack gap="2" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '6', md: '10' }}>
        <Heading as="h2" id="why-title" size={{ base: 'xl', md: '2xl' }}>
          {t('howItWorks.whyHeading')}
        </Heading>
        <Text color="fg.muted">{t('howItWorks.whyIntro')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '5', md: '8' }}>
        {REASONS.map((reason) => (
          <Stack key={reason} direction="row" gap="3" align="flex-start">
            <CheckCircleIcon boxSize="6" color="brand.700" flexShrink={0} mt="0.5" />
            <Stack gap="1">
              <Heading as="h3" size="sm">
                {t(`howItWorks.reasons.${reason}.title`)}
              </Heading>
              <Text color="fg.muted" fontSize="sm" lineHeight="tall">
                {t(`howItWorks.reasons.${reason}.text`)}
              </Text>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
