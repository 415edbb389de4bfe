import { useId, useState } from 'react';
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CaseFile } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { DownloadIcon } from '../../../../components/icons';
import { formatDateTime, formatFileSize } from '../../../../lib/format';
import { useFileDownload } from '../../hooks/use-file-download';

/**
 * The files an item held before (decision 065): decided on, then replaced or removed. Collapsed
 * until asked for; each with when it came and went, the decisions that covered it, and a download.
 */
export function EarlierFiles({ itemName, files }: { itemName: string; files: CaseFile[] }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const { download, downloading } = useFileDownload();
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
            <List.Item
              key={file.id}
              display="flex"
              flexDirection={{ base: 'column', sm: 'row' }}
              alignItems={{ sm: 'center' }}
              justifyContent="space-between"
              gap="2"
              borderWidth="1px"
              borderStyle="dashed"
              borderColor="border.muted"
              borderRadius="md"
              px="3"
              py="2"
            >
              <Stack gap="0" minW="0">
                <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
                  {file.original_filename}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatFileSize(file.file_size, language)} ·{' '}
                  {t('case.earlier.uploaded', { date: formatDateTime(file.uploaded_at, language) })}
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
              </Stack>
              {file.file_url && (
                <Button
                  size="xs"
                  variant="outline"
                  flexShrink={0}
                  loading={downloading === file.file_url}
                  onClick={() =>
                    void download({
                      file_url: file.file_url as string,
                      original_filename: file.original_filename,
                    })
                  }
                >
                  <DownloadIcon />
                  {t('review.download', { name: file.original_filename })}
                </Button>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
