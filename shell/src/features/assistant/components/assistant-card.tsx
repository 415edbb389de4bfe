import { Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@nomada/ui';
import { ASSISTANT_NAMESPACE } from '../assistant-catalogue';
import type { AssistantAccess } from '../hooks/use-assistant-access';
import { ASSISTANT_CARD_ID, ASSISTANT_TITLE_ID } from '../lib/assistant-ids';
import { closeAssistant, minimizeAssistant } from '../stores/assistant-store';
import { ChatIcon, MinimizeIcon } from './assistant-icons';
import { ChatComposer } from './chat-composer';
import { ChatThread } from './chat-thread';
import { PremiumNote } from './premium-note';

type Props = { access: Exclude<AssistantAccess, 'hidden'>; signedIn: boolean };

/**
 * The chat card (docs/product/screens.md): 384 × 500 px, the whole width on phones, a non-modal dialog
 * the page stays usable beside. Loaded on the first open, so public pages never download it.
 */
export default function AssistantCard({ access, signedIn }: Props) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  return (
    <Flex
      id={ASSISTANT_CARD_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={ASSISTANT_TITLE_ID}
      direction="column"
      position="fixed"
      insetX={{ base: '2', sm: 'auto' }}
      right={{ sm: '6' }}
      bottom={{ base: '2', sm: '6' }}
      w={{ base: 'auto', sm: '384px' }}
      h={{ base: 'min(500px, calc(100dvh - 1rem))', sm: 'min(500px, calc(100dvh - 3rem))' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      boxShadow="2xl"
      overflow="hidden"
      zIndex="overlay"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          minimizeAssistant();
        }
      }}
    >
      <HStack bg="brand.solid" color="brand.contrast" px="4" py="3" gap="3" flexShrink={0}>
        <ChatIcon boxSize="6" />
        <Stack gap="0" flex="1" minW="0">
          <Text
            as="h2"
            id={ASSISTANT_TITLE_ID}
            fontWeight="semibold"
            fontSize="md"
            lineHeight="short"
          >
            {t('title')}
          </Text>
          <Text fontSize="xs" opacity={0.85} lineClamp={2}>
            {t('subtitle')}
          </Text>
        </Stack>
        <IconButton
          aria-label={t('minimize')}
          variant="ghost"
          size="sm"
          color="inherit"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={minimizeAssistant}
        >
          <MinimizeIcon />
        </IconButton>
        <IconButton
          aria-label={t('close')}
          variant="ghost"
          size="sm"
          color="inherit"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={closeAssistant}
        >
          <CloseIcon />
        </IconButton>
      </HStack>
      {access === 'chat' ? (
        <>
          <ChatThread />
          <ChatComposer />
        </>
      ) : (
        <PremiumNote signedIn={signedIn} onNavigate={minimizeAssistant} />
      )}
    </Flex>
  );
}
