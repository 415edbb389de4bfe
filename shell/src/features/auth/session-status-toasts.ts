import { i18next } from '@nomada/i18n';
import { onSessionLoaded, toast, type SessionState } from '@nomada/state';

/** docs/product/states.md: a profile not (yet) accepted gets a toast when the session loads. */
export function sessionStatusToast(state: SessionState): Parameters<typeof toast>[0] | undefined {
  const profile = state.profile;
  if (!state.user || !profile || profile.accepted !== false || state.role === 'agent')
    return undefined;
  const t = i18next.t.bind(i18next);
  if (profile.status === 'rejected') {
    return {
      title: t('common:session.rejectedTitle'),
      description: profile.rejection_reason || t('common:session.rejectedText'),
      variant: 'destructive',
    };
  }
  return { title: t('common:session.pendingTitle'), description: t('common:session.pendingText') };
}

export function showSessionStatusToasts(): () => void {
  return onSessionLoaded((state) => {
    const input = sessionStatusToast(state);
    if (input) toast(input);
  });
}
