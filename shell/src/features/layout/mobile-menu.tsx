import { useRef } from 'react';
import {
  Box,
  Button,
  CloseButton,
  Flex,
  HStack,
  IconButton,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShownSession } from '../prerender/use-shown-session';
import { LayoutDashboardIcon, LogOutIcon, Logo, MenuIcon, SettingsIcon } from '@nomada/ui';
import { Initials } from './initials';
import { NAV_LINKS } from './nav-links';
import { useAccountActions } from './use-account-actions';
import { displayName } from './user-display';

const MENU_ID = 'mobile-menu';
const TITLE_ID = 'mobile-menu-title';

/**
 * The left slide-out menu on small screens, with the same entries as the desktop bar. A native
 * popover: it opens and closes from the prerendered page before any script has run (or without
 * scripts), the browser closes it on Escape or a tap outside, and what a visitor can reach in it
 * is a link.
 */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { user, profile, loading } = useShownSession();
  const { dashboardPath, settingsPath, logout } = useAccountActions();
  const close = () => panel.current?.hidePopover();
  const go = (to: string) => {
    close();
    navigate(to);
  };

  return (
    <>
      <IconButton
        variant="ghost"
        aria-label={t('nav.openMenu')}
        display={{ base: 'inline-flex', md: 'none' }}
        popoverTarget={MENU_ID}
      >
        <MenuIcon />
      </IconButton>
      <Box
        ref={panel}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={TITLE_ID}
        position="fixed"
        inset="0 auto 0 0"
        m="0"
        h="100dvh"
        maxH="100dvh"
        w="min(20rem, 85vw)"
        p="0"
        border="none"
        bg="bg.panel"
        color="fg"
        boxShadow="xl"
        overflowY="auto"
        css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' } }}
      >
        <Flex align="center" justify="space-between" px="4" py="3">
          <Text as="h2" id={TITLE_ID} srOnly>
            {t('nav.menu')}
          </Text>
          <Logo size="sm" />
          <CloseButton
            size="sm"
            aria-label={t('nav.closeMenu')}
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
          />
        </Flex>
        <Box px="4" pb="6">
          <Stack gap="1" as="nav" aria-label={t('nav.mainNavigation')}>
            {NAV_LINKS.map((link) => (
              <Button key={link.to} variant="ghost" justifyContent="flex-start" color="fg" asChild>
                <NavLink to={link.to} onClick={close}>
                  {t(link.labelKey)}
                </NavLink>
              </Button>
            ))}
          </Stack>
          <Separator my="4" />
          {!loading && !user && (
            <Stack gap="2">
              <Button variant="outline" colorPalette="brand" asChild>
                <RouterLink to="/login" onClick={close}>
                  {t('nav.login')}
                </RouterLink>
              </Button>
              <Button colorPalette="brand" asChild>
                <RouterLink to="/onboarding" onClick={close}>
                  {t('nav.getStarted')}
                </RouterLink>
              </Button>
            </Stack>
          )}
          {user && (
            <Stack gap="1">
              <HStack gap="3" px="2" pb="2">
                <Initials profile={profile} user={user} />
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
                  close();
                  void logout();
                }}
              >
                <LogOutIcon />
                {t('nav.logout')}
              </Button>
            </Stack>
          )}
        </Box>
      </Box>
    </>
  );
}
