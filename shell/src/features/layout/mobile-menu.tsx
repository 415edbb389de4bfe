import { useState } from 'react';
import {
  Avatar,
  Button,
  CloseButton,
  Drawer,
  HStack,
  IconButton,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { LayoutDashboardIcon, Logo, LogOutIcon, MenuIcon, SettingsIcon } from '@nomada/ui';
import { NAV_LINKS } from './nav-links';
import { useAccountActions } from './use-account-actions';
import { displayName, initials } from './user-display';

/** The left slide-out menu on small screens, with the same entries as the desktop bar. */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { user, profile, loading } = useSession();
  const { dashboardPath, settingsPath, logout } = useAccountActions();
  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  return (
    <Drawer.Root placement="start" open={open} onOpenChange={(e) => setOpen(e.open)} size="xs">
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label={t('nav.openMenu')}
          display={{ base: 'inline-flex', md: 'none' }}
        >
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title asChild>
                <div>
                  <Logo size="sm" />
                </div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="1" as="nav" aria-label={t('nav.mainNavigation')}>
                {NAV_LINKS.map((link) => (
                  <Button
                    key={link.to}
                    variant="ghost"
                    justifyContent="flex-start"
                    color="fg"
                    asChild
                  >
                    <NavLink to={link.to} onClick={() => setOpen(false)}>
                      {t(link.labelKey)}
                    </NavLink>
                  </Button>
                ))}
              </Stack>
              <Separator my="4" />
              {!loading && !user && (
                <Stack gap="2">
                  <Button variant="outline" colorPalette="brand" onClick={() => go('/login')}>
                    {t('nav.login')}
                  </Button>
                  <Button colorPalette="brand" onClick={() => go('/onboarding')}>
                    {t('nav.getStarted')}
                  </Button>
                </Stack>
              )}
              {user && (
                <Stack gap="1">
                  <HStack gap="3" px="2" pb="2">
                    <Avatar.Root size="sm" colorPalette="brand" variant="solid">
                      <Avatar.Fallback>{initials(profile, user)}</Avatar.Fallback>
                    </Avatar.Root>
                    <Stack gap="0" minW="0">
                      <Text fontWeight="semibold" truncate>
                        {displayName(profile, user)}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {user.email}
                      </Text>
                    </Stack>
                  </HStack>
                  {dashboardPath && (
                    <Button
                      variant="ghost"
                      justifyContent="flex-start"
                      color="fg"
                      onClick={() => go(dashboardPath)}
                    >
                      <LayoutDashboardIcon />
                      {t('nav.dashboard')}
                    </Button>
                  )}
                  {settingsPath && (
                    <Button
                      variant="ghost"
                      justifyContent="flex-start"
                      color="fg"
                      onClick={() => go(settingsPath)}
                    >
                      <SettingsIcon />
                      {t('nav.settings')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    color="fg"
                    onClick={() => {
                      setOpen(false);
                      void logout();
                    }}
                  >
                    <LogOutIcon />
                    {t('nav.logout')}
                  </Button>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
