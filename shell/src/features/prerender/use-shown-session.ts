import { useSession } from '@nomada/state';
import { isPrerenderedPage } from './served-page';

/**
 * The session as the page shows it. A prerendered page is served to visitors, so until the session
 * is known it shows a visitor's view (sign in, get started, the assistant's Premium note) rather
 * than placeholders, as its HTML did; it becomes the reader's own once the session has loaded.
 */
export function useShownSession(): ReturnType<typeof useSession> {
  const session = useSession();
  return session.loading && isPrerenderedPage() ? { ...session, loading: false } : session;
}
