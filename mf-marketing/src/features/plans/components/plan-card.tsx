import { Badge, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@nomada/i18n';
import { PLAN_PRICES_EUR, type Plan, formatAmount } from '@nomada/contracts';
import { CheckCircleIcon } from '@nomada/ui';
import { planHref } from '../plan-href';
import { PLAN_FEATURES } from '../plan-features';

type PlanCardProps = {
  plan: Plan;
  highlighted?: boolean;
  onChoose: (plan: Plan) => void;
};

export function PlanCard({ plan, highlighted = false, onChoose }: PlanCardProps) {
  const { t } = useTranslation('marketing');
  const { language } = useLanguage();
  const name = t(`plans.${plan}.name`);
  const price = formatAmount(PLAN_PRICES_EUR[plan], language);
  const headingId = `plan-${plan}-name`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'brand.500' : 'border'}
      shadow={highlighted ? 'lg' : 'sm'}
      position="relative"
      h="full"
    >
      <Card.Header gap="2">
        <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
          <Heading as="h3" id={headingId} size="xl">
            {name}
          </Heading>
          {highlighted && (
            <Badge colorPalette="brand" variant="solid">
              {t('plans.recommended')}
            </Badge>
          )}
        </Stack>
        <Text color="fg.muted">{t(`plans.${plan}.tagline`)}</Text>
        <Stack direction="row" align="baseline" gap="2" pt="2">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
            {price}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('plans.priceNote')}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Text fontSize="sm" fontWeight="semibold" mb="3">
          {t('plans.includesLabel')}
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {PLAN_FEATURES[plan].map((feature) => (
            <Stack as="li" key={feature} direction="row" gap="3" align="flex-start">
              <Box pt="0.5" flexShrink={0}>
                <CheckCircleIcon boxSize="5" color="brand.600" />
              </Box>
              <Text>{t(`plans.${plan}.features.${feature}`)}</Text>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button
          w="full"
          size="lg"
          colorPalette="brand"
          variant={highlighted ? 'solid' : 'outline'}
          asChild
        >
          {/* A link to the wizard with the plan: it works on the served page before any script. */}
          <a
            href={planHref(plan)}
            aria-label={t('plans.chooseLabel', { plan: name, price })}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onChoose(plan);
            }}
          >
            {t('plans.choose', { plan: name })}
          </a>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
