import { useState } from 'react';
import { Box, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@nomada/ui';
import { exitPreview, getPreview } from '../federation/preview-state';

/** Shows which remote is previewed (with Exit), or why a requested preview was refused. */
export function PreviewBanner() {
  const { t } = useTranslation('common');
  const [preview] = useState(getPreview);
  const [hideRefusal, setHideRefusal] = useState(false);
  // A prerendered page knows nothing of this tab's preview.
  const hydrated = useHydrated();
  if (!hydrated) return null;

  if (preview.active) {
    return (
      <Box bg="accent.600" color="white" px="4" py="2" role="status">
        <Flex maxW="6xl" mx="auto" gap="3" align="center" justify="space-between" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
            {t('preview.banner', {
              remote: preview.active.remote,
              version: preview.active.version,
            })}
          </Text>
          <Button
            size="xs"
            variant="solid"
            bg="white"
            color="accent.700"
            _hover={{ bg: 'accent.50' }}
            onClick={exitPreview}
          >
            {t('preview.exit')}
          </Button>
        </Flex>
      </Box>
    );
  }
  if (preview.refused && !hideRefusal) {
    const { refused } = preview;
    const message =
      refused.reason === 'unknown' || refused.reason === 'withdrawn'
        ? t(`preview.${refused.reason}`, { remote: refused.remote, version: refused.version })
        : t(refused.reason === 'unavailable' ? 'preview.unavailable' : 'preview.invalid');
    return (
      <Box
        bg="red.50"
        color="red.800"
        borderBottomWidth="1px"
        borderColor="red.200"
        px="4"
        py="2"
        role="alert"
      >
        <Flex maxW="6xl" mx="auto" gap="3" align="center" justify="space-between">
          <Text fontSize="sm" wordBreak="break-word">
            {message}
          </Text>
          <CloseButton
            size="xs"
            aria-label={t('preview.dismiss')}
            onClick={() => setHideRefusal(true)}
          />
        </Flex>
      </Box>
    );
  }
  return null;
}
