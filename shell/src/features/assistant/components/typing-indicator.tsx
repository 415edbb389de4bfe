import { Box, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_NAMESPACE } from '../assistant-catalogue';

/** Three bouncing dots while the answer is on its way; screen readers hear "The assistant is typing…". */
export function TypingIndicator() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  return (
    <HStack
      role="status"
      gap="1"
      alignSelf="flex-start"
      bg="bg.muted"
      borderRadius="xl"
      borderBottomLeftRadius="sm"
      px="4"
      py="3"
      data-testid="assistant-typing"
    >
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          aria-hidden
          boxSize="2"
          borderRadius="full"
          bg="fg.muted"
          animation="bounce 1s infinite"
          style={{ animationDelay: `${dot * 0.15}s` }}
          _motionReduce={{ animation: 'none' }}
        />
      ))}
      <VisuallyHidden>{t('typing')}</VisuallyHidden>
    </HStack>
  );
}
