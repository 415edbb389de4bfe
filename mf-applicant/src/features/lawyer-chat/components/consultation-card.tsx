import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@nomada/ui';
import { LAWYER_CHAT_NAMESPACE } from '../lawyer-chat-catalogue';

/** What premium includes (docs/product/overview.md): the lawyer, and 1 hour of consultation. */
export function ConsultationCard({ lawyerName }: { lawyerName?: string }) {
  const { t } = useTranslation(LAWYER_CHAT_NAMESPACE);
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" borderRadius="2xl" p="5">
      <Stack gap="3">
        {lawyerName && (
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {t('lawyerRole')}
            </Text>
            <Text fontWeight="semibold" fontSize="lg">
              {lawyerName}
            </Text>
          </Stack>
        )}
        <Heading as="h2" size="sm" color="fg.muted" fontWeight="medium">
          {t('consultation.title')}
        </Heading>
        <HStack gap="3" bg="accent.subtle" color="accent.fg" borderRadius="lg" px="3" py="2">
          <ClockIcon boxSize="5" />
          <Text fontWeight="semibold">{t('consultation.hour')}</Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('consultation.text')}
        </Text>
      </Stack>
    </Box>
  );
}
