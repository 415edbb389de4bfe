import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactSubmission } from '@nomada/contracts';
import { toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { sendContact } from '../api/send-contact';

/**
 * The submit flow both contact forms share: one request at a time, then a success or destructive
 * toast. Resolves true on success so the form can clear its fields; on failure they stay.
 */
export function useContactSubmission() {
  const { t } = useTranslation('marketing');
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (body: ContactSubmission): Promise<boolean> => {
      const isHome = body.source === 'homepage';
      setSubmitting(true);
      try {
        await sendContact(body);
        toast(
          isHome
            ? {
                variant: 'success',
                title: t('contactForms.toast.successTitle'),
                description: t('contactForms.toast.contact_form_success'),
              }
            : {
                variant: 'success',
                title: t('contactForms.toast.sentTitle'),
                description: t('contactForms.toast.sentDescription'),
              },
        );
        return true;
      } catch (error) {
        // docs/product/messages.md: the server's reason, else 'Failed to send message'; no answer at all
        // is 'Something went wrong. Please try again.'
        toast({
          variant: 'destructive',
          title: t('contactForms.toast.errorTitle'),
          description: errorMessage(error, {
            fallback: t('contactForms.toast.failed'),
            offline: t('contactForms.toast.unexpected'),
          }),
        });
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [t],
  );

  return { submit, submitting };
}
