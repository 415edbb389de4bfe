import { Avatar, Box, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { ChevronDownIcon, LayoutDashboardIcon, LogOutIcon, SettingsIcon } from '@nomada/ui';
import { useAccountActions } from './use-account-actions';
import { displayName, initials } from './user-display';

/** Signed-in avatar menu: name or email, email, dashboard, settings (agents), logout. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const { user, profile } = useSession();
  const navigate = useNavigate();
  const { dashboardPath, settingsPath, logout } = useAccountActions();
  const name = displayName(profile, user);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" px="1.5" gap="1" aria-label={t('nav.accountMenu')}>
          <Avatar.Root size="sm" colorPalette="brand" variant="solid">
            <Avatar.Fallback>{initials(profile, user)}</Avatar.Fallback>
          </Avatar.Root>
          <ChevronDownIcon boxSize="4" color="fg.muted" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="2">
              <Stack gap="0">
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {user?.email}
                </Text>
              </Stack>
            </Box>
            <Menu.Separator />
            {dashboardPath && (
              <Menu.Item value="dashboard" onSelect={() => navigate(dashboardPath)}>
                <LayoutDashboardIcon />
                {t('nav.dashboard')}
              </Menu.Item>
            )}
            {settingsPath && (
              <Menu.Item value="settings" onSelect={() => navigate(settingsPath)}>
                <SettingsIcon />
                {t('nav.settings')}
              </Menu.Item>
            )}
            <Menu.Item value="logout" onSelect={() => void logout()}>
              <LogOutIcon />
              {t('nav.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
