import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';
import { InterestForm } from './interest-form';
import { InterestIllustration } from './interest-illustration';

/** The home contact form beside its image (docs/product/screens.md). */
export function InterestSection() {
  const { t } = useTranslation('marketing');
  return (
    <Box as="section" aria-labelledby="interest-title" py={{ base: '12', md: '20' }} bg="bg.subtle">
      <PageContainer py="0">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '16' }} alignItems="center">
          <Box
            justifySelf="center"
            w="full"
            maxW={{ base: '280px', md: '400px', lg: '480px' }}
            order={{ base: 1, lg: 0 }}
          >
            <InterestIllustration label={t('interest.imageAlt')} />
          </Box>
          <Stack gap="6" bg="bg" p={{ base: '6', md: '10' }} borderRadius="2xl" boxShadow="md">
            <Stack gap="2">
              <Heading as="h2" id="interest-title" size={{ base: '2xl', md: '3xl' }}>
                {t('interest.heading')}
              </Heading>
              <Text color="fg.muted">{t('interest.description')}</Text>
            </Stack>
            <InterestForm />
          </Stack>
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
