import { Suspense, useRef } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@nomada/i18n';
import { lazyPart, RefreshIcon } from '@nomada/ui';
import { DocumentIcon } from '../../../../components/icons';
import { formatDateTime, formatFileSize } from '../../../../lib/format';
import type { AgentDashboardModel } from '../../hooks/use-agent-dashboard';
import { useSelection } from '../../hooks/use-selection';
import { ListRow, rowNameId } from '../list/list-row';
import { DashboardListSection } from '../list/dashboard-list-section';
import { StatusBadge } from '../shared/status-badge';
import { ApplicantLink } from '../../../../components/applicant-link';

// The dialog (with the file's preview) loads when the pointer or focus reaches a Review button,
// or at the first click.
const DocumentReviewDialog = lazyPart(
  () => import('./document-review-dialog'),
  (module) => module.DocumentReviewDialog,
);
const preloadDialog = () => void DocumentReviewDialog.preload().catch(() => {});

/** Documents awaiting a decision, oldest first, with a refresh and the review dialog. */
export function DocumentsTab({ dashboard }: { dashboard: AgentDashboardModel }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const { data, actions, refresh, isRefreshing } = dashboard;
  const review = useSelection(data?.documents);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <DashboardListSection
        list="documents"
        dashboard={dashboard}
        id="documents"
        title={t('documents.title')}
        headingRef={heading}
        empty={{
          icon: <DocumentIcon boxSize="6" />,
          title: t('documents.emptyTitle'),
          description: t('documents.emptyText'),
        }}
        actions={
          <Button
            variant="outline"
            size="sm"
            loading={isRefreshing}
            loadingText={t('documents.refreshing')}
            onClick={() => void refresh()}
          >
            <RefreshIcon />
            {t('documents.refresh')}
          </Button>
        }
      >
        {data?.documents.map((document) => (
          <ListRow
            key={document.id}
            id={`document-${document.id}`}
            testId="review-document"
            title={document.document_name}
            subtitle={
              <>
                <ApplicantLink userId={document.user_id}>{document.user_name}</ApplicantLink>
                {` · ${document.user_email}`}
              </>
            }
            meta={
              <>
                <StatusBadge kind="document" status={document.status} />
                <Text as="span" color="fg.muted">
                  {t('documents.uploadedAt', {
                    date: formatDateTime(document.uploaded_at, language),
                  })}
                </Text>
                <Text as="span" color="fg.muted">
                  {formatFileSize(document.file_size, language)}
                </Text>
              </>
            }
            actions={
              <Button
                size="sm"
                colorPalette="brand"
                aria-describedby={rowNameId(`document-${document.id}`)}
                onClick={() => review.select(document.id)}
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
              >
                {t('documents.review')}
              </Button>
            }
          />
        ))}
      </DashboardListSection>
      {/* A dialog is an overlay: nothing on the page waits for it or moves when it comes. */}
      {review.selected && (
        <Suspense fallback={null}>
          <DocumentReviewDialog
            document={review.selected}
            open={review.open}
            onClose={review.close}
            onExitComplete={review.forget}
            actions={actions}
            fallbackFocus={heading}
          />
        </Suspense>
      )}
    </>
  );
}
