import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentListPage } from '@nomada/contracts';
import { ArrowLeftIcon } from '@nomada/ui';

type PagerProps = { label: string; pageInfo: AgentListPage; onPage: (page: number) => void };

/** 'Showing 11–20 of 34' with previous and next; nothing when everything fits one page. */
export function Pager({ label, pageInfo, onPage }: PagerProps) {
  const { t } = useTranslation('agent');
  const { page, pageSize, total } = pageInfo;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('list.showing', { from, to, total })}
      </Text>
      <HStack gap="2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ArrowLeftIcon />
          {t('list.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('list.next')}
          <ArrowLeftIcon transform="rotate(180deg)" />
        </Button>
      </HStack>
    </HStack>
  );
}
