import { Badge, Button } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/icons';
import { useAgentNotifications } from '../api/agent-notifications';

/** The workspace bar's way to the notifications: a plain link, with how many are unread. */
export function NotificationsLink() {
  const { t } = useTranslation('agent');
  const { data } = useAgentNotifications();
  const unread = data?.unread ?? 0;
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      color="fg.muted"
      _currentPage={{ color: 'brand.700', bg: 'brand.50' }}
    >
      <NavLink
        to="/agent/notifications"
        aria-label={
          unread ? t('notifications.linkUnread', { count: unread }) : t('notifications.title')
        }
      >
        <BellIcon />
        {t('notifications.title')}
        {unread > 0 && (
          <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </NavLink>
    </Button>
  );
}
