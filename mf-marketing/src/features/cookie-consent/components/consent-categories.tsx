import { Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type ConsentCategoriesProps = { analytics: boolean; onAnalyticsChange: (value: boolean) => void };

/** The per-category choice, opened from the banner's "Choose" button. */
export function ConsentCategories({ analytics, onAnalyticsChange }: ConsentCategoriesProps) {
  const { t } = useTranslation('marketing-pages');
  return (
    <Stack gap="3" py="1">
      <Switch.Root checked disabled colorPalette="brand" alignItems="flex-start">
        <Switch.HiddenInput />
        <Switch.Control mt="0.5" />
        <Switch.Label fontWeight="normal">
          <Text as="span" fontWeight="semibold" display="block">
            {t('consent.necessary.label')}
          </Text>
          <Text as="span" color="fg.muted" fontSize="sm">
            {t('consent.necessary.text')}
          </Text>
        </Switch.Label>
      </Switch.Root>
      <Switch.Root
        checked={analytics}
        onCheckedChange={(details) => onAnalyticsChange(details.checked)}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Switch.HiddenInput />
        <Switch.Control mt="0.5" />
        <Switch.Label fontWeight="normal">
          <Text as="span" fontWeight="semibold" display="block">
            {t('consent.analytics.label')}
          </Text>
          <Text as="span" color="fg.muted" fontSize="sm">
            {t('consent.analytics.text')}
          </Text>
        </Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
