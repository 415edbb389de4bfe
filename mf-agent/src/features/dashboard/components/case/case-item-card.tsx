import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CaseRequiredDocument } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { approveButtonStyle } from '../../../../components/decision-button-styles';
import { formatDateTime, formatFileSize } from '../../../../lib/format';
import type { AgentActions } from '../../hooks/use-agent-actions';
import { useFileDownload } from '../../hooks/use-file-download';
import { RejectReasonForm } from '../shared/reject-reason-form';
import { StatusBadge } from '../shared/status-badge';
import { CaseFileRow } from './case-file-row';
import { EarlierFiles } from './earlier-files';
import { PaperRequirementsForm } from './paper-requirements-form';

const AWAITING = new Set(['uploaded', 'reviewing']);

/**
 * One checklist item of the case: its files (the earlier ones collapsed below), its decisions, and
 * approve or reject in place.
 */
export function CaseItemCard({
  item,
  actions,
  requirements,
}: {
  item: CaseRequiredDocument;
  actions: AgentActions;
  /** The paper's apostille and translation, editable by the assigned agent (issue 28). */
  requirements?: { userId: string; editable: boolean; refresh: () => Promise<unknown> };
}) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const downloads = useFileDownload();
  const [rejecting, setRejecting] = useState(false);
  const documentId = item.user_document_id;
  const headingId = `case-item-${item.id}`;
  const canDecide = documentId !== null && AWAITING.has(item.status);
  const current = item.files.filter((file) => file.current);
  const earlier = item.files.filter((file) => !file.current);

  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg.panel"
      px={{ base: '4', md: '5' }}
      py="4"
      aria-labelledby={headingId}
      data-testid="case-item"
    >
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
          <Stack gap="1" minW="0">
            <Heading as="h3" size="sm" id={headingId}>
              {item.name}
            </Heading>
            {item.requested && (
              <Badge alignSelf="flex-start" colorPalette="red" variant="subtle">
                {t('deadlines.requestedItem')}
              </Badge>
            )}
            <Text fontSize="sm" color="fg.muted">
              {item.description}
            </Text>
            {requirements && <PaperRequirementsForm item={item} {...requirements} />}
          </Stack>
          <Box flexShrink={0}>
            <StatusBadge kind="document" status={item.status} />
          </Box>
        </Stack>

        {item.rejection_reason && item.status === 'rejected' && (
          <Text fontSize="sm" color="red.fg">
            {t('audit.reason', { reason: item.rejection_reason })}
          </Text>
        )}

        {current.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('case.noFiles')}
          </Text>
        ) : (
          <List.Root listStyle="none" gap="2" aria-label={t('case.filesOf', { name: item.name })}>
            {current.map((file) => (
              <CaseFileRow
                key={file.id}
                file={file}
                downloads={downloads}
                details={
                  <Text fontSize="xs" color="fg.muted">
                    {formatFileSize(file.file_size, language)} ·{' '}
                    <time dateTime={file.uploaded_at}>
                      {formatDateTime(file.uploaded_at, language)}
                    </time>
                  </Text>
                }
              />
            ))}
          </List.Root>
        )}

        <EarlierFiles itemName={item.name} files={earlier} />

        {item.decisions.length > 0 && (
          <List.Root
            as="ol"
            listStyle="none"
            gap="1"
            aria-label={t('case.decisionsOf', { name: item.name })}
          >
            {item.decisions.map((entry) => (
              <List.Item key={entry.id} display="block" fontSize="sm" color="fg.muted">
                {t(`audit.actions.${entry.action}`, {
                  agent: entry.agent_name,
                  document: entry.document_name ?? item.name,
                })}
                {entry.reason ? ` — ${entry.reason}` : ''} ·{' '}
                <time dateTime={entry.created_at}>
                  {formatDateTime(entry.created_at, language)}
                </time>
              </List.Item>
            ))}
          </List.Root>
        )}

        {canDecide && documentId && !rejecting && (
          <HStack gap="2" flexWrap="wrap">
            <Button
              size="sm"
              {...approveButtonStyle}
              aria-describedby={headingId}
              loading={actions.isPending('approveDocument', documentId)}
              onClick={() =>
                void actions.run({ action: 'approveDocument', payload: { documentId } })
              }
            >
              {t('review.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-describedby={headingId}
              onClick={() => setRejecting(true)}
            >
              {t('review.reject')}
            </Button>
          </HStack>
        )}
        {canDecide && documentId && rejecting && (
          <RejectReasonForm
            label={t('review.rejectReason')}
            helper={t('review.rejectReasonHelp')}
            submitLabel={t('review.confirmReject')}
            busy={actions.isPending('rejectDocument', documentId)}
            actionFor={(reason) => ({ action: 'rejectDocument', payload: { documentId, reason } })}
            onSubmit={(action) =>
              void actions.run(action).then((done) => done && setRejecting(false))
            }
            onCancel={() => setRejecting(false)}
          />
        )}
      </Stack>
    </Box>
  );
}
