import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentCase } from '@nomada/contracts';
import { toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { downloadFilingPack } from '../../api/download-filing-pack';

/** Issue 28: the assigned agent's one download to file the case, once it is ready. */
export function FilingPackButton({
  applicantCase,
  agentId,
}: {
  applicantCase: AgentCase;
  agentId: string | undefined;
}) {
  const { t } = useTranslation('agent');
  const [busy, setBusy] = useState(false);
  const stage = applicantCase.case?.stage;
  if (!stage || stage === 'documents' || applicantCase.assignedAgent?.id !== agentId) return null;

  async function download() {
    setBusy(true);
    try {
      const filename = await downloadFilingPack(applicantCase.profile.id);
      toast({ title: t('filingPack.done'), description: filename, variant: 'success' });
    } catch (error) {
      toast({
        title: errorMessage(error, { fallback: t('filingPack.failed') }),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      colorPalette="brand"
      alignSelf={{ base: 'stretch', sm: 'flex-start' }}
      loading={busy}
      onClick={() => void download()}
    >
      {t('filingPack.download')}
    </Button>
  );
}
