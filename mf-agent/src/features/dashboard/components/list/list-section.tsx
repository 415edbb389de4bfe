import { useEffect, type ReactNode, type RefObject } from 'react';
import { Badge, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentListPage } from '@nomada/contracts';
import type { ListQuery } from '../../hooks/use-list-queries';
import { SectionEmptyState } from '../section-empty-state';
import { Pager } from './pager';
import { SearchField } from './search-field';

export type ListSectionProps = {
  id: string;
  title: string;
  /** The list's page info; undefined until the first answer. */
  pageInfo: AgentListPage | undefined;
  query: ListQuery;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  itemCount: number;
  /** Shown when the list is empty without a search. */
  empty: { icon: ReactNode; title: string; description: string };
  /** Buttons beside the heading (a refresh). */
  actions?: ReactNode;
  /** The heading takes focus when the row that had it is gone (decided, assigned). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
};

/** One list of the dashboard: heading with its total, search by name or email, rows, pager. */
export function ListSection({
  id,
  title,
  pageInfo,
  query,
  onSearch,
  onPage,
  itemCount,
  empty,
  actions,
  headingRef,
  children,
}: ListSectionProps) {
  const { t } = useTranslation('agent');
  const titleId = `${id}-title`;

  // After the last row of a later page goes (assigned, decided), show the page that still has rows.
  const lastPage = pageInfo ? Math.max(1, Math.ceil(pageInfo.total / pageInfo.pageSize)) : 1;
  useEffect(() => {
    if (pageInfo && itemCount === 0 && pageInfo.page > lastPage) onPage(lastPage);
  }, [pageInfo, itemCount, lastPage, onPage]);

  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
        <HStack gap="2">
          <Heading as="h2" size="md" id={titleId} ref={headingRef} tabIndex={-1} outline="none">
            {title}
          </Heading>
          {pageInfo && (
            <Badge
              variant="subtle"
              colorPalette="gray"
              aria-label={t('list.total', { count: pageInfo.total })}
            >
              {pageInfo.total}
            </Badge>
          )}
        </HStack>
        {actions}
      </HStack>
      <SearchField label={t('list.search')} value={query.search} onSearch={onSearch} />
      {!pageInfo ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="16" borderRadius="lg" />
          ))}
        </Stack>
      ) : itemCount === 0 && query.search.trim() ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {t('list.noMatches', { search: query.search.trim() })}
        </Text>
      ) : itemCount === 0 ? (
        <SectionEmptyState {...empty} />
      ) : (
        <Stack as="ul" listStyle="none" gap="3" aria-labelledby={titleId}>
          {children}
        </Stack>
      )}
      {pageInfo && (
        <Pager label={t('list.pages', { list: title })} pageInfo={pageInfo} onPage={onPage} />
      )}
    </Stack>
  );
}
