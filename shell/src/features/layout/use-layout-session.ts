import { useSession } from '@nomada/state';
import { isPrerenderedPage } from '../prerender/served-page';

/**
 * The session as the top bar and menu show it. A prerendered page is served to visitors, so until
 * the session is known it shows a visitor's links (sign in, get started, the language switch) rather
 * than placeholders; it becomes the signed-in bar once the session has loaded.
 */
export function useLayoutSession(): ReturnType<typeof useSession> {
  const session = useSession();
  return session.loading && isPrerenderedPage() ? { ...session, loading: false } : session;
}
