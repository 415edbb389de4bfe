import { lazy, Suspense, useEffect, useRef } from 'react';
import { Box, Circle, IconButton, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_NAMESPACE } from '../assistant-catalogue';
import { useAssistantAccess } from '../hooks/use-assistant-access';
import { ASSISTANT_CARD_ID } from '../lib/assistant-ids';
import { openAssistant, resetAssistantFor, useAssistantState } from '../stores/assistant-store';
import { ChatIcon } from './assistant-icons';

const loadCard = () => import(/* webpackChunkName: "assistant-card" */ './assistant-card');
const AssistantCard = lazy(loadCard);

/**
 * The round button at the bottom right, the only part of the assistant every page loads; the card
 * comes on the first open (and is fetched early when the pointer or focus reaches the button).
 */
export function AssistantLauncher() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const { access, owner, signedIn } = useAssistantAccess();
  const view = useAssistantState((state) => state.view);
  const button = useRef<HTMLButtonElement>(null);
  const previousView = useRef(view);

  useEffect(() => resetAssistantFor(owner), [owner]);

  // Closing or minimizing gives focus back to the button that opened the card.
  useEffect(() => {
    if (previousView.current === 'open' && view !== 'open') button.current?.focus();
    previousView.current = view;
  }, [view]);

  if (access === 'hidden') return null;
  const open = view === 'open';
  return (
    <>
      {!open && (
        <Box position="relative">
          <IconButton
            ref={button}
            aria-label={t(view === 'minimized' ? 'launcherMinimized' : 'launcher')}
            aria-haspopup="dialog"
            aria-expanded={false}
            aria-controls={ASSISTANT_CARD_ID}
            colorPalette="brand"
            borderRadius="full"
            boxSize="14"
            boxShadow="lg"
            onClick={() => openAssistant(owner)}
            onPointerEnter={() => void loadCard()}
            onFocus={() => void loadCard()}
          >
            <ChatIcon boxSize="7" />
          </IconButton>
          {view === 'minimized' && (
            <Circle
              aria-hidden
              size="3.5"
              bg="accent.500"
              borderWidth="2px"
              borderColor="bg"
              position="absolute"
              top="0"
              right="0"
            />
          )}
        </Box>
      )}
      {open && (
        <Suspense
          fallback={
            <Circle size="14" bg="bg.panel" boxShadow="lg">
              <Spinner color="brand.600" />
            </Circle>
          }
        >
          <AssistantCard access={access} signedIn={signedIn} />
        </Suspense>
      )}
    </>
  );
}
