import { Box } from '@chakra-ui/react';

/** DOM id the applicant remote portals its floating assistant widget into. */
export const ASSISTANT_SLOT_ID = 'nomada-assistant-slot';

/**
 * A fixed bottom-right anchor for the visa assistant (SPEC.md section 2). Empty and zero-sized
 * until a remote fills it; its own children get pointer events back.
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
    />
  );
}
