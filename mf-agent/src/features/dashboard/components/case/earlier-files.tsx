import { useId, useState } from 'react';
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CaseFile } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDateTime, formatFileSize } from '../../../../lib/format';
import { useFileDownload } from '../../hooks/use-file-download';
import { CaseFileRow } from './case-file-row';

/**
 * The files an item held before (decision 065): decided on, then replaced or removed. Collapsed
 * until asked for; each with when it came and went, the decisions that covered it, and a download.
 */
export function EarlierFiles({ itemName, files }: { itemName: string; files: CaseFile[] }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const downloads = useFileDownload();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (files.length === 0) return null;

  return (
    <Stack gap="2">
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? '▾' : '▸'} {t('case.earlier.toggle', { count: files.length })}
      </Button>
      {open && (
        <List.Root
          id={listId}
          listStyle="none"
          gap="2"
          aria-label={t('case.earlier.listOf', { name: itemName })}
        >
          {files.map((file) => (
            <CaseFileRow
              key={file.id}
              file={file}
              earlier
              downloads={downloads}
              details={
                <>
                  <Text fontSize="xs" color="fg.muted">
                    {formatFileSize(file.file_size, language)} ·{' '}
                    {t('case.earlier.uploaded', {
                      date: formatDateTime(file.uploaded_at, language),
                    })}
                    {file.replaced_at &&
                      ` · ${t('case.earlier.replaced', { date: formatDateTime(file.replaced_at, language) })}`}
                  </Text>
                  {file.decisions.map((decision) => (
                    <Text
                      key={decision.decided_at}
                      fontSize="xs"
                      color={decision.decision === 'rejected' ? 'red.fg' : 'fg.muted'}
                    >
                      {t(`case.earlier.decisions.${decision.decision}`, {
                        agent: decision.agent_name,
                        date: formatDateTime(decision.decided_at, language),
                      })}
                      {decision.reason &&
                        ` — ${t('case.earlier.reason', { reason: decision.reason })}`}
                    </Text>
                  ))}
                </>
              }
            />
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
