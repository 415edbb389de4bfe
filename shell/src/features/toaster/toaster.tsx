import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '@nomada/state';
import { ToastCard } from './toast-card';

/** The toast viewport: one toast at a time (the store enforces it); F8 moves focus here. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') {
        event.preventDefault();
        viewport.current?.focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box as="section" role="region" aria-label={t('toast.region')}>
      <Box
        as="ol"
        ref={viewport}
        tabIndex={-1}
        listStyleType="none"
        position="fixed"
        zIndex="toast"
        top={{ base: '0', sm: 'auto' }}
        bottom={{ base: 'auto', sm: '0' }}
        right="0"
        w="full"
        maxW={{ base: 'full', sm: '420px' }}
        p="4"
        display="flex"
        flexDirection="column"
        gap="2"
        outline="none"
        pointerEvents={toasts.some((item) => item.open) ? 'auto' : 'none'}
      >
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </Box>
    </Box>
  );
}
