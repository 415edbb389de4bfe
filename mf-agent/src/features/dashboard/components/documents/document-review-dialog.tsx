import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentDocument } from '@nomada/contracts';
import { DownloadIcon } from '../../../../components/icons';
import { useDocumentDownload } from '../../hooks/use-document-download';
import { useDocumentPreview } from '../../hooks/use-document-preview';
import type { AgentActions } from '../../hooks/use-agent-actions';
import { DecisionDialog } from '../shared/decision-dialog';
import { DocumentFacts } from './document-facts';
import { DocumentFileList } from './document-file-list';
import { DocumentPreview } from './document-preview';

type DocumentReviewDialogProps = {
  /** The document as the latest data shows it; kept while the dialog closes. */
  document: AgentDocument | undefined;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  actions: AgentActions;
  fallbackFocus: RefObject<HTMLElement | null>;
};

const awaitingDecision = (document: AgentDocument) =>
  document.status === 'uploaded' || document.status === 'reviewing';

/** The document as it would be with only the chosen file (what the preview and download show). */
function withFile(document: AgentDocument | undefined, fileId: string | undefined) {
  const file = document?.files.find((each) => each.id === fileId);
  if (!document || !file) return document;
  return {
    ...document,
    file_url: file.file_url,
    file_size: file.file_size,
    original_filename: file.original_filename,
    mime_type: file.mime_type,
  };
}

/**
 * The file with its facts and the applicant's audit trail; approve, or reject with a reason.
 * Opening it starts the review (uploaded → reviewing), once per opening.
 */
export function DocumentReviewDialog({
  document,
  open,
  onClose,
  onExitComplete,
  actions,
  fallbackFocus,
}: DocumentReviewDialogProps) {
  const { t } = useTranslation('agent');
  const [chosenFile, setChosenFile] = useState<string>();
  const shown = withFile(document, chosenFile ?? document?.files.at(-1)?.id);
  const preview = useDocumentPreview(open ? shown : undefined);
  const { download, downloading } = useDocumentDownload(shown);

  const { run } = actions;
  const started = useRef<string>(undefined);
  useEffect(() => {
    if (!open || !document || document.status !== 'uploaded') return;
    if (started.current === document.id) return;
    started.current = document.id;
    void run({ action: 'startReview', payload: { documentId: document.id } }).then((ok) => {
      // Someone else decided it meanwhile (the toast says so): nothing is left to review.
      if (!ok) onClose();
    });
  }, [open, document, run, onClose]);

  // The decision names the files shown (decision 055): if the applicant changed them since, it is
  // refused with `document_changed` and the refreshed data shows the new ones.
  async function approve(shown: AgentDocument) {
    const payload = { documentId: shown.id, revision: shown.revision };
    if (await run({ action: 'approveDocument', payload })) onClose();
  }

  const busy =
    !!document &&
    (actions.isPending('approveDocument', document.id) ||
      actions.isPending('rejectDocument', document.id));

  return (
    <DecisionDialog
      item={document}
      open={open}
      onClose={onClose}
      onExitComplete={() => {
        setChosenFile(undefined);
        started.current = undefined;
        onExitComplete();
      }}
      title={document ? t('review.title', { name: document.document_name }) : ''}
      subtitle={document ? `${document.user_name} · ${document.user_email}` : undefined}
      fallbackFocus={fallbackFocus}
      size="xl"
      actions={actions}
      awaitingDecision={awaitingDecision}
      busy={busy}
      approve={{
        label: t('review.approve'),
        loading: !!document && actions.isPending('approveDocument', document.id),
        onApprove: (document) => void approve(document),
      }}
      reject={{
        label: t('review.reject'),
        reasonLabel: t('review.rejectReason'),
        reasonHelp: t('review.rejectReasonHelp'),
        submitLabel: t('review.confirmReject'),
        pending: !!document && actions.isPending('rejectDocument', document.id),
        // The decision names the files shown (decision 055), like the approval.
        actionFor: (document, reason) => ({
          action: 'rejectDocument',
          payload: { documentId: document.id, reason, revision: document.revision },
        }),
      }}
    >
      {shown && (
        <>
          {shown.files.length > 1 && (
            <DocumentFileList
              files={shown.files}
              selectedId={chosenFile ?? shown.files.at(-1)?.id}
              onSelect={setChosenFile}
            />
          )}
          <DocumentPreview key={shown.file_url} document={shown} preview={preview} />
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            maxW="full"
            loading={downloading}
            onClick={() => void download()}
          >
            <DownloadIcon />
            <Text as="span" truncate>
              {t('review.download', { name: shown.original_filename })}
            </Text>
          </Button>
          <DocumentFacts document={shown} />
        </>
      )}
    </DecisionDialog>
  );
}
