import { Box, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';

export const STEPS = ['plan', 'account', 'documents', 'approval'] as const;

/** Four numbered steps, the same ones the explainer video walks through. */
export function HowItWorksSteps() {
  const { t } = useTranslation('marketing');
  return (
    <Box as="section" aria-labelledby="steps-title" py={{ base: '12', md: '20' }} bg="bg.subtle">
      <PageContainer py="0">
        <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '12' }}>
          <Heading as="h2" id="steps-title" size={{ base: '2xl', md: '3xl' }}>
            {t('steps.heading')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('steps.description')}
          </Text>
        </Stack>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {STEPS.map((step, index) => (
            <Stack as="li" key={step} gap="3" align={{ base: 'flex-start', lg: 'center' }}>
              {/* The list's own numbering is what assistive technology announces. */}
              <Circle
                size="12"
                bg="brand.700"
                color="white"
                fontWeight="bold"
                fontSize="xl"
                aria-hidden
              >
                {index + 1}
              </Circle>
              <Heading as="h3" size="md" textAlign={{ base: 'start', lg: 'center' }}>
                {t(`steps.${step}.title`)}
              </Heading>
              <Text color="fg.muted" textAlign={{ base: 'start', lg: 'center' }}>
                {t(`steps.${step}.description`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
