import { Badge, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { useLawyerUnreadCount } from '../api/lawyer-unread-count';
import { LAWYER_CHAT_NAMESPACE } from '../lawyer-chat-catalogue';

/** For the dashboard: a count of the lawyer's unread messages, nothing when there are none. */
export function LawyerChatUnreadBadge() {
  const { t } = useTranslation(LAWYER_CHAT_NAMESPACE);
  const count = useLawyerUnreadCount();
  if (!count) return null;
  return (
    <Badge colorPalette="accent" variant="solid" borderRadius="full">
      {t('link.unread', { count })}
    </Badge>
  );
}

/** For the dashboard (premium only): the way to the lawyer chat, with the unread count. */
export function LawyerChatLink() {
  const { t } = useTranslation(LAWYER_CHAT_NAMESPACE);
  const { profile } = useSession();
  if (profile?.plan !== 'premium') return null;
  return (
    <Button asChild colorPalette="brand" variant="outline">
      <RouterLink to="/dashboard/lawyer-chat">
        {t('link.label')}
        <LawyerChatUnreadBadge />
      </RouterLink>
    </Button>
  );
}
