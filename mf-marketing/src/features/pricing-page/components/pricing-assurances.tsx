import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, RefreshIcon } from '@nomada/ui';

const INCLUDED = ['storage', 'tracking', 'mobile'] as const;

/** The money-back guarantee and what every plan includes, under the plan cards. */
export function PricingAssurances() {
  const { t } = useTranslation('marketing-pages');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }}>
      <Stack
        as="section"
        aria-labelledby="guarantee-title"
        direction="row"
        gap="4"
        bg="accent.subtle"
        borderRadius="xl"
        p={{ base: '5', md: '6' }}
      >
        <RefreshIcon boxSize="7" color="accent.700" flexShrink={0} />
        <Stack gap="1">
          <Heading as="h2" id="guarantee-title" size="md">
            {t('pricing.guarantee.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('pricing.guarantee.text')}
          </Text>
        </Stack>
      </Stack>
      <Stack
        as="section"
        aria-labelledby="included-title"
        gap="3"
        bg="brand.subtle"
        borderRadius="xl"
        p={{ base: '5', md: '6' }}
      >
        <Heading as="h2" id="included-title" size="md">
          {t('pricing.included.title')}
        </Heading>
        <Stack
          as="ul"
          listStyleType="none"
          direction={{ base: 'column', sm: 'row' }}
          gap={{ base: '2', sm: '5' }}
          wrap="wrap"
        >
          {INCLUDED.map((item) => (
            <Stack as="li" key={item} direction="row" gap="2" align="center" fontSize="sm">
              <CheckCircleIcon boxSize="5" color="brand.700" />
              <Text>{t(`pricing.included.${item}`)}</Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}
