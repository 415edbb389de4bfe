import { Badge, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@nomada/i18n';
import { PLAN_PRICES_EUR, formatAmount } from '@nomada/contracts';
import { CheckCircleIcon } from '@nomada/ui';

const FEATURES = ['premium', 'postApproval', 'manager', 'reporting'] as const;

/** Marketing copy only (docs/product/overview.md): not a plan anyone can choose, so it leads to /contact. */
export function EnterpriseCard() {
  const { t } = useTranslation('marketing-pages');
  const { language } = useLanguage();
  return (
    <Card.Root
      as="article"
      aria-labelledby="plan-enterprise-name"
      variant="outline"
      bg="bg.subtle"
      h="full"
    >
      <Card.Header gap="2">
        <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
          <Heading as="h3" id="plan-enterprise-name" size="xl">
            {t('pricing.enterprise.name')}
          </Heading>
          <Badge colorPalette="accent" variant="subtle">
            {t('pricing.enterprise.badge')}
          </Badge>
        </Stack>
        <Text color="fg.muted">{t('pricing.enterprise.tagline')}</Text>
        <Stack direction="row" align="baseline" gap="2" pt="2">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
            {formatAmount(PLAN_PRICES_EUR.enterprise, language)}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('pricing.enterprise.priceNote')}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Text fontSize="sm" fontWeight="semibold" mb="3">
          {t('pricing.enterprise.includesLabel')}
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {FEATURES.map((feature) => (
            <Stack as="li" key={feature} direction="row" gap="3" align="flex-start">
              <Box pt="0.5" flexShrink={0}>
                <CheckCircleIcon boxSize="5" color="accent.600" />
              </Box>
              <Text>{t(`pricing.enterprise.features.${feature}`)}</Text>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button asChild w="full" size="lg" variant="outline" colorPalette="accent">
          <RouterLink to="/contact" aria-label={t('pricing.enterprise.actionLabel')}>
            {t('pricing.enterprise.action')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
