import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { LawyerMessage, LawyerMessagesAnswer } from '@nomada/contracts';
import { isRetryableError, useSession } from '@nomada/state';
import { useLawyerMessages } from '../api/lawyer-messages';
import { lawyerUnreadKey } from '../api/lawyer-unread-counts';
import { markLawyerMessagesRead } from '../api/mark-lawyer-messages-read';
import { conversationBody, readerOf } from '../lib/conversation';
import { mergeMessages } from '../lib/merge-messages';
import { useLawyerMessageStream } from './use-lawyer-message-stream';

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * When marking read fails on the way or in a service, it is tried again after these pauses: else
 * the badges would count messages the reader has seen until they came back to the conversation.
 */
export const MARK_READ_RETRY_MS = [1_000, 3_000, 10_000] as const;

/**
 * A conversation kept live: the signed-in premium applicant's own, or with `applicantId` the
 * agent's with that assigned applicant. Loaded once, then each new message from the stream is added
 * in place; the other side's messages are marked read while the page is in view, and again after
 * a failure on the way (the unread badges follow).
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
    let left = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const markRead = (attempt = 0) => {
      if (left || !isVisible()) return;
      clearTimeout(retry);
      markLawyerMessagesRead(conversationBody(applicantId))
        .then(() => {
          void mutate((current) => current && { ...current, unread: 0 }, { revalidate: false });
          void mutateGlobal(lawyerUnreadKey(user.id));
        })
        .catch((error: unknown) => {
          const pause = MARK_READ_RETRY_MS[attempt];
          if (pause === undefined || left || !isRetryableError(error)) return;
          retry = setTimeout(() => markRead(attempt + 1), pause);
        });
    };
    const markReadWhenShown = () => markRead();
    markRead();
    document.addEventListener('visibilitychange', markReadWhenShown);
    return () => {
      left = true;
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', markReadWhenShown);
    };
  }, [unread, user, applicantId, mutate, mutateGlobal]);

  return { ...conversation, addMessages, stream };
}
