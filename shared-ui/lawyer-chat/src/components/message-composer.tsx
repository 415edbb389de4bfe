import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Box, Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX, type LawyerMessage } from '@nomada/contracts';
import { isApiError, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { sendLawyerMessage } from '../api/send-lawyer-message';
import { conversationBody } from '../lib/conversation';

const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

type Props = {
  /** The remote's catalogue namespace, with the keys of `LawyerChatTexts`. */
  namespace: string;
  /** The agent's applicant; none when the applicant writes to their lawyer. */
  applicantId?: string;
  /** The other side's name, for the texts' `{{name}}`. */
  counterpartName: string;
  onSent: (message: LawyerMessage) => void;
};

/**
 * Writes to the other side: Enter sends, Shift+Enter starts a new line; blank text is never sent and
 * nothing is sent twice. A failure keeps the text and says why in a toast.
 */
export function MessageComposer({ namespace, applicantId, counterpartName, onSent }: Props) {
  const { t } = useTranslation(namespace);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const canSend = Boolean(text.trim()) && !sending;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    setSending(true);
    try {
      const { message } = await sendLawyerMessage({
        text: text.trim(),
        ...conversationBody(applicantId),
      });
      onSent(message);
      setText('');
    } catch (error) {
      const known = isApiError(error) && error.status >= 400 && error.status < 500;
      toast({
        title: t('errors.sendTitle'),
        description: known
          ? errorMessage(error, { fallback: t('errors.sendFailed') })
          : t('errors.sendFailed'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Box as="form" onSubmit={send} borderTopWidth="1px" borderColor="border.muted" p="3">
      <Field.Root>
        <Field.Label srOnly>{t('composer.label')}</Field.Label>
        <HStack w="full" align="flex-end" gap="2">
          <Textarea
            name="message"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('composer.placeholder', { name: counterpartName })}
            maxLength={CHAT_MESSAGE_MAX}
            rows={2}
            autoresize
            maxH="10rem"
            resize="none"
            readOnly={sending}
          />
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!canSend}
            loading={sending}
            loadingText={t('composer.sending')}
          >
            {t('composer.send')}
          </Button>
        </HStack>
      </Field.Root>
      <Text fontSize="xs" color="fg.muted" mt="1" aria-live="polite">
        {text.length >= COUNT_FROM
          ? t('composer.characters', { count: text.length, max: CHAT_MESSAGE_MAX })
          : t('composer.hint')}
      </Text>
    </Box>
  );
}
