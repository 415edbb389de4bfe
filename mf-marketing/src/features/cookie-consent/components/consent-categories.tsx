import { chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type ConsentCategoriesProps = { analytics: boolean; onAnalyticsChange: (value: boolean) => void };

/** A native checkbox drawn as a switch: track and knob, the knob moving right when on. */
const SwitchInput = chakra('input', {
  base: {
    appearance: 'none',
    flexShrink: 0,
    position: 'relative',
    width: '9',
    height: '5',
    mt: '0.5',
    borderRadius: 'full',
    bg: 'gray.400',
    cursor: 'pointer',
    transition: 'background 0.15s',
    _before: {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '4',
      height: '4',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'xs',
      transition: 'transform 0.15s',
    },
    _checked: { bg: 'brand.700', _before: { transform: 'translateX(16px)' } },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});

function Category({
  label,
  text,
  ...input
}: {
  label: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <chakra.label display="flex" alignItems="flex-start" gap="3" cursor="pointer">
      <SwitchInput
        type="checkbox"
        checked={input.checked}
        disabled={input.disabled}
        onChange={(event) => input.onChange?.(event.target.checked)}
        readOnly={!input.onChange}
      />
      <span>
        <Text as="span" fontWeight="semibold" display="block">
          {label}
        </Text>
        <Text as="span" color="fg.muted" fontSize="sm">
          {text}
        </Text>
      </span>
    </chakra.label>
  );
}

/** The per-category choice, opened from the banner's "Choose" button. */
export function ConsentCategories({ analytics, onAnalyticsChange }: ConsentCategoriesProps) {
  const { t } = useTranslation('marketing-pages');
  return (
    <Stack gap="3" py="1">
      <Category
        label={t('consent.necessary.label')}
        text={t('consent.necessary.text')}
        checked
        disabled
      />
      <Category
        label={t('consent.analytics.label')}
        text={t('consent.analytics.text')}
        checked={analytics}
        onChange={onAnalyticsChange}
      />
    </Stack>
  );
}
