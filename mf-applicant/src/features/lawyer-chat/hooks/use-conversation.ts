import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { LawyerMessage, LawyerMessagesAnswer } from '@nomada/contracts';
import { useSession } from '@nomada/state';
import { lawyerUnreadKey } from '../api/lawyer-unread-count';
import { useLawyerMessages } from '../api/lawyer-messages';
import { markLawyerMessagesRead } from '../api/mark-lawyer-messages-read';
import { mergeMessages } from '../lib/merge-messages';
import { useLawyerMessageStream } from './use-lawyer-message-stream';

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The applicant's conversation, kept live: loaded once, then each new message from the stream is
 * added in place; the lawyer's messages are marked read while the page is in view (and the
 * dashboard's unread badge follows).
 */
export function useConversation() {
  const { user } = useSession();
  const { mutate: mutateGlobal } = useSWRConfig();
  const messages = useLawyerMessages();
  const { data, mutate } = messages;
  const ready = Boolean(data);

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
                  message.sender_role === 'agent' &&
                  !current.messages.some((known) => known.id === message.id),
              ).length,
          },
        { revalidate: false },
      ),
    [mutate],
  );

  const stream = useLawyerMessageStream({
    enabled: ready,
    onMessage: (message) => void addMessages([message]),
    onResync: () => void mutate(),
  });

  const unread = data?.unread ?? 0;
  useEffect(() => {
    if (!unread || !user) return;
    const markRead = () => {
      if (!isVisible()) return;
      markLawyerMessagesRead()
        .then(() => {
          void mutate((current) => current && { ...current, unread: 0 }, { revalidate: false });
          void mutateGlobal(lawyerUnreadKey(user.id));
        })
        .catch(() => undefined);
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [unread, user, mutate, mutateGlobal]);

  return { ...messages, addMessages, stream };
}
