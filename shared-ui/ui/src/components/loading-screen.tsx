import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type LoadingScreenProps = {
  /** Visible and announced text; defaults to "Loading...". */
  label?: string;
  /** Fill the viewport instead of the content area. */
  fullPage?: boolean;
};

export function LoadingScreen({ label, fullPage = false }: LoadingScreenProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('remote.loading');
  return (
    <Center minH={fullPage ? '100dvh' : '50vh'} role="status" aria-live="polite" px="4">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.600" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
