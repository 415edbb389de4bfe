import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { ChevronDownIcon, LayoutDashboardIcon, LogOutIcon, SettingsIcon } from '@nomada/ui';
import { Initials } from './initials';
import { useAccountActions } from './use-account-actions';
import { displayName } from './user-display';
import { placeBelow } from './place-below';

function MenuItem({ children, onSelect }: { children: ReactNode; onSelect: () => void }) {
  return (
    <Button
      role="menuitem"
      tabIndex={-1}
      variant="ghost"
      justifyContent="flex-start"
      color="fg"
      size="sm"
      w="full"
      onClick={onSelect}
    >
      {children}
    </Button>
  );
}

/**
 * Signed-in avatar menu: name or email, email, dashboard, settings, logout. The WAI-ARIA
 * menu button: arrows, Home and End move between items, Escape and Tab close it.
 */
export function UserMenu() {
  const { t } = useTranslation('common');
  const { user, profile } = useSession();
  const navigate = useNavigate();
  const { dashboardPath, settingsPath, logout } = useAccountActions();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const show = (focus: 'first' | 'last') => {
    const panel = menu.current;
    if (!panel || !trigger.current) return;
    placeBelow(panel, trigger.current);
    panel.showPopover();
    const list = items();
    (focus === 'first' ? list[0] : list.at(-1))?.focus();
  };
  const hide = (returnFocus: boolean) => {
    menu.current?.hidePopover();
    if (returnFocus) trigger.current?.focus();
  };
  const select = (action: () => void) => {
    hide(true);
    action();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') hide(false);
    else if (event.key === 'Escape') hide(true);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        px="1.5"
        gap="1"
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? hide(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        <Initials profile={profile} user={user} />
        <ChevronDownIcon boxSize="4" color="fg.muted" />
      </Button>
      <Box
        ref={menu}
        id={menuId}
        popover="auto"
        onToggle={(event) => setOpen((event.nativeEvent as ToggleEvent).newState === 'open')}
        role="menu"
        aria-label={t('nav.accountMenu')}
        onKeyDown={onMenuKeyDown}
        position="fixed"
        m="0"
        minW="60"
        p="1"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="md"
        boxShadow="lg"
      >
        <Stack gap="0" px="2" py="2" role="none">
          <Text fontWeight="semibold" truncate>
            {displayName(profile, user)}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {user?.email}
          </Text>
        </Stack>
        <Box role="separator" my="1" borderTopWidth="1px" borderColor="border.muted" />
        {dashboardPath && (
          <MenuItem onSelect={() => select(() => navigate(dashboardPath))}>
            <LayoutDashboardIcon />
            {t('nav.dashboard')}
          </MenuItem>
        )}
        {settingsPath && (
          <MenuItem onSelect={() => select(() => navigate(settingsPath))}>
            <SettingsIcon />
            {t('nav.settings')}
          </MenuItem>
        )}
        <MenuItem onSelect={() => select(() => void logout())}>
          <LogOutIcon />
          {t('nav.logout')}
        </MenuItem>
      </Box>
    </>
  );
}
