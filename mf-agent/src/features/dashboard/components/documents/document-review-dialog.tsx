import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentDocument } from '@nomada/contracts';
import { DownloadIcon } from '../../../../components/icons';
import { useDocumentDownload } from '../../hooks/use-document-download';
import { useDocumentPreview } from '../../hooks/use-document-preview';
import type { AgentActions } from '../../hooks/use-agent-actions';
import { AgentDialog } from '../shared/agent-dialog';
import { AuditTrail } from '../shared/audit-trail';
import { RejectReasonForm } from '../shared/reject-reason-form';
import { DocumentFacts } from './document-facts';
import { DocumentFileList } from './document-file-list';
import { DocumentPreview } from './document-preview';
import { approveButtonStyle } from '../../../../components/decision-button-styles';

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
  const [rejecting, setRejecting] = useState(false);
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

  const footer =
    document && awaitingDecision(document) ? (
      rejecting ? (
        <Stack w="full">
          <RejectReasonForm
            label={t('review.rejectReason')}
            helper={t('review.rejectReasonHelp')}
            submitLabel={t('review.confirmReject')}
            busy={actions.isPending('rejectDocument', document.id)}
            actionFor={(reason) => ({
              action: 'rejectDocument',
              payload: { documentId: document.id, reason, revision: document.revision },
            })}
            onSubmit={(action) =>
              void run(action).then((ok) => {
                if (ok) onClose();
              })
            }
            onCancel={() => setRejecting(false)}
          />
        </Stack>
      ) : (
        <Stack
          direction={{ base: 'column-reverse', sm: 'row' }}
          gap="3"
          w={{ base: 'full', sm: 'auto' }}
        >
          <Button
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            {t('review.reject')}
          </Button>
          <Button
            {...approveButtonStyle}
            loading={actions.isPending('approveDocument', document.id)}
            disabled={busy}
            onClick={() => void approve(document)}
          >
            {t('review.approve')}
          </Button>
        </Stack>
      )
    ) : undefined;

  return (
    <AgentDialog
      open={open}
      onClose={onClose}
      onExitComplete={() => {
        setRejecting(false);
        setChosenFile(undefined);
        started.current = undefined;
        onExitComplete();
      }}
      title={document ? t('review.title', { name: document.document_name }) : ''}
      subtitle={document ? `${document.user_name} · ${document.user_email}` : undefined}
      fallbackFocus={fallbackFocus}
      size="xl"
      footer={footer}
    >
      {document && shown && (
        <Stack gap="5">
          {document.files.length > 1 && (
            <DocumentFileList
              files={document.files}
              selectedId={chosenFile ?? document.files.at(-1)?.id}
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
          <Separator />
          <AuditTrail entries={document.audit_trail} />
        </Stack>
      )}
    </AgentDialog>
  );
}
