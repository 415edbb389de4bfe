import { useSession } from '@nomada/state';
import { isPrerenderedPage } from '../../prerender/served-page';

/**
 * What the widget offers: the chat to premium applicants; the "Premium Feature" note to visitors
 * and basic applicants (it is where they learn the assistant exists); nothing to agents, who have
 * their own tools, to rejected applicants, or while the session is still loading. A prerendered
 * public page is served to visitors and carries the button from the start, as its HTML must.
 */
export type AssistantAccess = 'hidden' | 'note' | 'chat';

export function useAssistantAccess(): {
  access: AssistantAccess;
  owner: string;
  signedIn: boolean;
} {
  const { loading, user, role, profile } = useSession();
  const owner = user?.id ?? 'visitor';
  if (loading && isPrerenderedPage()) return { access: 'note', owner, signedIn: false };
  if (loading || role === 'agent' || profile?.status === 'rejected')
    return { access: 'hidden', owner, signedIn: Boolean(user) };
  if (user && profile?.plan === 'premium') return { access: 'chat', owner, signedIn: true };
  return { access: 'note', owner, signedIn: Boolean(user) };
}
