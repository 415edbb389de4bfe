import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '@nomada/ui';

export function ClosingCta() {
  const { t } = useTranslation('marketing');
  return (
    <Box as="section" aria-labelledby="closing-cta-title" py={{ base: '12', md: '16' }}>
      <PageContainer maxW="5xl" py="0">
        <Stack
          bg="brand.700"
          color="white"
          borderRadius="2xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          gap="5"
          align="center"
          textAlign="center"
        >
          <Heading as="h2" id="closing-cta-title" size={{ base: '2xl', md: '3xl' }}>
            {t('closingCta.title')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="2xl" textWrap="balance">
            {t('closingCta.description')}
          </Text>
          <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <RouterLink to="/onboarding">{t('closingCta.action')}</RouterLink>
          </Button>
        </Stack>
      </PageContainer>
    </Box>
  );
}
