import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { LawyerMessage, LawyerMessagesAnswer } from '@nomada/contracts';
import { useSession } from '@nomada/state';
import { useLawyerMessages } from '../api/lawyer-messages';
import { lawyerUnreadKey } from '../api/lawyer-unread-counts';
import { markLawyerMessagesRead } from '../api/mark-lawyer-messages-read';
import { conversationBody, readerOf } from '../lib/conversation';
import { mergeMessages } from '../lib/merge-messages';
import { useLawyerMessageStream } from './use-lawyer-message-stream';

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * A conversation kept live: the signed-in premium applicant's own, or with `applicantId` the
 * agent's with that assigned applicant. Loaded once, then each new message from the stream is added
 * in place; the other side's messages are marked read while the page is in view (and the unread
 * badges follow).
 */
export function useLawyerConversation(applicantId?: string) {
  const { user } = useSession();
  const { mutate: mutateGlobal } = useSWRConfig();
  const conversation = useLawyerMessages(applicantId);
  const { data, mutate } = conversation;
  const reader = readerOf(applicantId);

  const addMessages = useCallback(
    (incoming: LawyerMessage[]) =>
      mutate(
        (current?: LawyerMessagesAnswer) =>
          current && {
            ...current,
            messages: mergeMessages(current.messages, incoming),
            unread:
              (current.unread ?? 0) +
              incoming.filter(
                (message) =>
                  message.sender_role !== reader &&
                  !current.messages.some((known) => known.id === message.id),
              ).length,
          },
        { revalidate: false },
      ),
    [mutate, reader],
  );

  const stream = useLawyerMessageStream({
    userId: applicantId,
    enabled: Boolean(data),
    onMessage: (message) => void addMessages([message]),
    onResync: () => void mutate(),
  });

  const unread = data?.unread ?? 0;
  useEffect(() => {
    if (!unread || !user) return;
    const markRead = () => {
      if (!isVisible()) return;
      markLawyerMessagesRead(conversationBody(applicantId))
        .then(() => {
          void mutate((current) => current && { ...current, unread: 0 }, { revalidate: false });
          void mutateGlobal(lawyerUnreadKey(user.id));
        })
        .catch(() => undefined);
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [unread, user, applicantId, mutate, mutateGlobal]);

  return { ...conversation, addMessages, stream };
}
