import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDateTime } from '../../../../lib/format';

/** Every decision and assignment about one applicant, newest first, as review recorded them. */
export function AuditTrail({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  return (
    <Stack gap="3" as="section" aria-labelledby="audit-trail-title">
      <Heading as="h3" size="sm" id="audit-trail-title">
        {t('audit.title')}
      </Heading>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('audit.empty')}
        </Text>
      ) : (
        <List.Root as="ol" listStyle="none" gap="3" data-testid="audit-trail">
          {entries.map((entry) => (
            <List.Item
              key={entry.id}
              borderStartWidth="3px"
              borderColor={entry.action.endsWith('rejected') ? 'red.solid' : 'border.emphasized'}
              ps="3"
              display="block"
            >
              <Text fontSize="sm">
                {t(`audit.actions.${entry.action}`, {
                  agent: entry.agent_name,
                  document: entry.document_name ?? '',
                })}
              </Text>
              {entry.reason && (
                <Box as="blockquote" fontSize="sm" color="fg.muted" mt="1">
                  {t('audit.reason', { reason: entry.reason })}
                </Box>
              )}
              <Text fontSize="xs" color="fg.muted">
                <time dateTime={entry.created_at}>
                  {formatDateTime(entry.created_at, language)}
                </time>
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
