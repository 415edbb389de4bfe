import { Box, Button, HStack } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotificationsLink } from '../features/notifications/components/notifications-link';

/** The agent workspace's own bar under the site's top bar: the dashboard and the notifications. */
export function AgentWorkspace() {
  const { t } = useTranslation('agent');
  return (
    <>
      <Box borderBottomWidth="1px" borderColor="border.muted" bg="bg.subtle">
        <HStack
          as="nav"
          aria-label={t('workspace.navigation')}
          maxW="6xl"
          mx="auto"
          px={{ base: '2', md: '6', lg: '8' }}
          py="1"
          gap="1"
          flexWrap="wrap"
        >
          <Button
            asChild
            variant="ghost"
            size="sm"
            color="fg.muted"
            _currentPage={{ color: 'brand.700', bg: 'brand.50' }}
          >
            <NavLink to="/agent/dashboard">{t('dashboard.title')}</NavLink>
          </Button>
          <NotificationsLink />
        </HStack>
      </Box>
      <Outlet />
    </>
  );
}
