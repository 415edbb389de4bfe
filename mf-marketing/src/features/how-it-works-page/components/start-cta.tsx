import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export function StartCta() {
  const { t } = useTranslation('marketing-pages');
  return (
    <Stack
      as="section"
      aria-labelledby="start-cta-title"
      bg="brand.700"
      color="white"
      borderRadius="2xl"
      px={{ base: '6', md: '12' }}
      py={{ base: '10', md: '14' }}
      gap="4"
      align="center"
      textAlign="center"
    >
      <Heading as="h2" id="start-cta-title" size={{ base: '2xl', md: '3xl' }}>
        {t('howItWorks.cta.title')}
      </Heading>
      <Text color="brand.50" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
        {t('howItWorks.cta.text')}
      </Text>
      <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
        <RouterLink to="/onboarding">{t('howItWorks.cta.action')}</RouterLink>
      </Button>
    </Stack>
  );
}
