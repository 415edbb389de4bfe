import { Suspense } from 'react';
import { Box, Flex, Link } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@nomada/ui';
import { RouteErrorBoundary } from '../../app/route-error-boundary';
import { useScrollRestoration } from '../../hooks/use-scroll-restoration';
import { Toaster } from '../toaster/toaster';
import { AssistantSlot } from './assistant-slot';
import { Footer } from './footer';
import { PreviewBanner } from './preview-banner';
import { TopBar } from './top-bar';

/** Top bar, main area, footer, toaster and the assistant slot around every page. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        {t('skipToContent')}
      </Link>
      <PreviewBanner />
      <TopBar />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
      <AssistantSlot />
      <Toaster />
    </Flex>
  );
}
