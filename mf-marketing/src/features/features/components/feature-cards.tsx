import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';
import { FeatureIcon } from './feature-icon';

export const FEATURES = ['onboarding', 'documents', 'tracking'] as const;

type SectionIntroProps = { id: string; title: string; description: string; children: ReactNode };

function Section({ id, title, description, children }: SectionIntroProps) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '12', md: '20' }}>
      <PageContainer py="0">
        <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '12' }}>
          <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} textWrap="balance">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {description}
          </Text>
        </Stack>
        {children}
      </PageContainer>
    </Box>
  );
}

/** The three promises of docs/product/overview.md, one card each. */
export function FeatureCards() {
  const { t } = useTranslation('marketing');
  return (
    <Section
      id="features-title"
      title={t('features.heading')}
      description={t('features.description')}
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {FEATURES.map((feature) => (
          <Stack
            as="li"
            key={feature}
            gap="4"
            p={{ base: '6', md: '8' }}
            borderWidth="1px"
            borderColor="border"
            borderRadius="2xl"
            bg="bg"
            boxShadow="sm"
          >
            <FeatureIcon feature={feature} />
            <Heading as="h3" size="lg">
              {t(`features.${feature}.title`)}
            </Heading>
            <Text color="fg.muted">{t(`features.${feature}.description`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
