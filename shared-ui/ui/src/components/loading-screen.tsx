import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type LoadingScreenProps = {
  /** Visible and announced text; defaults to "Loading...". */
  label?: string;
  /** Fill the viewport instead of the content area. */
  fullPage?: boolean;
};

/**
 * The content area's placeholder fills the screen below the 4rem top bar, so the footer starts below
 * the fold and does not jump when the page arrives (that jump was most of the home page's layout shift).
 */
const CONTENT_AREA_HEIGHT = 'calc(100dvh - 4rem)';

export function LoadingScreen({ label, fullPage = false }: LoadingScreenProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('remote.loading');
  return (
    <Center
      minH={fullPage ? '100dvh' : CONTENT_AREA_HEIGHT}
      role="status"
      aria-live="polite"
      px="4"
    >
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.600" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
