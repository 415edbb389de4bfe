import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StreamState } from '../hooks/use-lawyer-message-stream';

/** Under the conversation's title: says so while live updates are down, nothing otherwise. */
export function StreamStatus({ namespace, stream }: { namespace: string; stream: StreamState }) {
  const { t } = useTranslation(namespace);
  if (stream !== 'reconnecting') return null;
  return (
    <Text fontSize="xs" color="orange.fg" role="status">
      {t('errors.live')}
    </Text>
  );
}
