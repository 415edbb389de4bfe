import { Box, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const STEPS = ['account', 'documents', 'review', 'submit'] as const;

export function StepsList() {
  const { t } = useTranslation('marketing-pages');
  return (
    <Box as="section" aria-labelledby="steps-title">
      <Heading
        as="h2"
        id="steps-title"
        size={{ base: 'xl', md: '2xl' }}
        mb={{ base: '6', md: '8' }}
        textAlign="center"
      >
        {t('howItWorks.stepsHeading')}
      </Heading>
      <SimpleGrid
        as="ol"
        columns={{ base: 1, md: 2, lg: 4 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
      >
        {STEPS.map((step, index) => (
          <Stack
            as="li"
            key={step}
            gap="3"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="xl"
            p={{ base: '5', md: '6' }}
            boxShadow="xs"
          >
            <Stack direction="row" align="center" gap="3">
              <Circle size="10" bg="brand.700" color="white" fontWeight="bold" aria-hidden>
                {index + 1}
              </Circle>
              <Text fontSize="sm" color="fg.muted" fontWeight="medium">
                {t('howItWorks.stepLabel', { number: index + 1 })}
              </Text>
            </Stack>
            <Heading as="h3" size="md">
              {t(`howItWorks.steps.${step}.title`)}
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineHeight="tall">
              {t(`howItWorks.steps.${step}.text`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
