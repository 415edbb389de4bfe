import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Box, Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX, type LawyerMessage } from '@nomada/contracts';
import { isApiError, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { sendLawyerMessage } from '../api/send-lawyer-message';
import { AGENT_LAWYER_CHAT_NAMESPACE } from '../agent-lawyer-chat-catalogue';

const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

type Props = {
  applicantId: string;
  applicantName: string;
  onSent: (message: LawyerMessage) => void;
};

/** Writes to the applicant: Enter sends, Shift+Enter starts a new line; a failure keeps the text. */
export function AgentMessageComposer({ applicantId, applicantName, onSent }: Props) {
  const { t } = useTranslation(AGENT_LAWYER_CHAT_NAMESPACE);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const canSend = Boolean(text.trim()) && !sending;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    setSending(true);
    try {
      const { message } = await sendLawyerMessage({ text: text.trim(), userId: applicantId });
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
            placeholder={t('composer.placeholder', { name: applicantName })}
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
