import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AGENT_LAWYER_CHAT_NAMESPACE } from '../agent-lawyer-chat-catalogue';

/** For a row of the assigned-users list: how many unread messages the applicant wrote, if any. */
export function UnreadMessagesBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation(AGENT_LAWYER_CHAT_NAMESPACE);
  if (!count) return null;
  return (
    <Badge colorPalette="accent" variant="solid" borderRadius="full">
      {t('unread', { count })}
    </Badge>
  );
}
