import { List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@nomada/ui';
import { DashboardCard } from './dashboard-card';

const FACTS = [
  'processing',
  'legalReview',
  'passport',
  'bankStatements',
  'files',
  'language',
] as const;

/** Useful information from the catalogue (docs/product/screens.md and docs/product/constants.md). */
export function UsefulInfoCard() {
  const { t } = useTranslation('applicant');
  return (
    <DashboardCard id="useful-info" title={t('overview.info.title')} testId="useful-info">
      <List.Root variant="plain" asChild>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4">
          {FACTS.map((fact) => (
            <List.Item key={fact} alignItems="flex-start">
              <List.Indicator asChild color="brand.600">
                <InfoIcon mt="0.5" />
              </List.Indicator>
              <Stack gap="0.5">
                <Text fontWeight="semibold">{t(`overview.info.${fact}.title`)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`overview.info.${fact}.text`)}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </SimpleGrid>
      </List.Root>
    </DashboardCard>
  );
}
