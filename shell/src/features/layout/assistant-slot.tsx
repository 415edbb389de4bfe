import { Box } from '@chakra-ui/react';
import '../assistant/assistant-catalogue';
import { AssistantLauncher } from '../assistant/assistant-launcher';

/** DOM id of the fixed bottom-right anchor of the visa assistant widget. */
export const ASSISTANT_SLOT_ID = 'nomada-assistant-slot';

/**
 * The visa assistant (docs/product/screens.md) at the bottom right of every page: its round button, and
 * the chat card once opened. Zero-sized apart from them; its children get pointer events back.
 */
export function AssistantSlot() {
  return (
    <Box
      id={ASSISTANT_SLOT_ID}
      position="fixed"
      right={{ base: '4', md: '6' }}
      bottom={{ base: '4', md: '6' }}
      zIndex="docked"
      pointerEvents="none"
      css={{ '& > *': { pointerEvents: 'auto' } }}
    >
      <AssistantLauncher />
    </Box>
  );
}
