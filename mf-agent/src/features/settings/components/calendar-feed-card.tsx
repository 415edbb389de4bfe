import { useState } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '@nomada/account-settings';
import { apiCall, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';

/**
 * Decision 081: the secret address of the agent's deadline feed. The address is shown once, when it
 * is made (only its hash is kept); making a new one retires the old.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('agent');
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function makeAddress() {
    setBusy(true);
    try {
      const answer = await apiCall('agent-calendar-link');
      setUrl(answer.url);
      toast({ title: t('deadlines.calendarCopied'), variant: 'success' });
    } catch (error) {
      toast({
        title: errorMessage(error, { fallback: t('deadlines.calendarFailed') }),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard
      id="calendar-feed-title"
      title={t('deadlines.calendarTitle')}
      description={t('deadlines.calendarHelp')}
    >
      <Stack gap="3">
        {url && (
          <Field.Root>
            <Field.Label>{t('deadlines.calendarLabel')}</Field.Label>
            <Input readOnly value={url} onFocus={(event) => event.target.select()} />
          </Field.Root>
        )}
        <Button
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          variant="outline"
          loading={busy}
          onClick={() => void makeAddress()}
        >
          {url ? t('deadlines.calendarRemake') : t('deadlines.calendarMake')}
        </Button>
      </Stack>
    </SettingsCard>
  );
}
