import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { LawyerMessage, LawyerMessagesAnswer } from '@nomada/contracts';
import { useSession } from '@nomada/state';
import { useApplicantConversation } from '../api/lawyer-messages';
import { lawyerUnreadKey } from '../api/lawyer-unread-counts';
import { markLawyerMessagesRead } from '../api/mark-lawyer-messages-read';
import { mergeMessages } from '../lib/merge-messages';
import { useLawyerMessageStream } from './use-lawyer-message-stream';

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * One applicant's conversation as the agent sees it, kept live; the applicant's messages are
 * marked read while the panel is in view, and the list's badges follow.
 */
export function useApplicantConversationLive(applicantId: string) {
  const { user } = useSession();
  const { mutate: mutateGlobal } = useSWRConfig();
  const conversation = useApplicantConversation(applicantId);
  const { data, mutate } = conversation;

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
                  message.sender_role === 'applicant' &&
                  !current.messages.some((known) => known.id === message.id),
              ).length,
          },
        { revalidate: false },
      ),
    [mutate],
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
      markLawyerMessagesRead({ userId: applicantId })
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
