import { useShownSession } from '../../prerender/use-shown-session';

/**
 * What the widget offers: the chat to premium applicants; the "Premium Feature" note to visitors
 * and basic applicants (it is where they learn the assistant exists); nothing to agents, who have
 * their own tools, to rejected applicants, or while the session is still loading (a prerendered
 * page shows a visitor's view meanwhile, see useShownSession).
 */
export type AssistantAccess = 'hidden' | 'note' | 'chat';

export function useAssistantAccess(): {
  access: AssistantAccess;
  owner: string;
  signedIn: boolean;
} {
  const { loading, user, role, profile } = useShownSession();
  const owner = user?.id ?? 'visitor';
  if (loading || role === 'agent' || profile?.status === 'rejected')
    return { access: 'hidden', owner, signedIn: Boolean(user) };
  if (user && profile?.plan === 'premium') return { access: 'chat', owner, signedIn: true };
  return { access: 'note', owner, signedIn: Boolean(user) };
}
