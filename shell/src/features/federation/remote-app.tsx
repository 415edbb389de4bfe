import {
  lazy,
  Suspense,
  useLayoutEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@nomada/contracts';
import { LoadingScreen } from '@nomada/ui';
import { loadRemoteApp } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

type Loaded = { attempt: number; component: LazyExoticComponent<ComponentType> };
type RemoteAppLoader = (remote: RemoteName, fresh: boolean) => Promise<{ default: ComponentType }>;

// One lazy component per remote and attempt, kept across navigations so a remote loads once.
const loaded = new Map<RemoteName, Loaded>();
let loadApp: RemoteAppLoader = loadRemoteApp;

/** The prerenderer loads remotes from their server builds instead of through Module Federation. */
export function setRemoteAppLoader(loader: RemoteAppLoader): void {
  loadApp = loader;
  loaded.clear();
}

function remoteComponent(remote: RemoteName, attempt: number): LazyExoticComponent<ComponentType> {
  const known = loaded.get(remote);
  if (known && known.attempt >= attempt) return known.component;
  const component = lazy(() => loadApp(remote, attempt > 0));
  loaded.set(remote, { attempt, component });
  return component;
}

/** Marks when a remote's page is on screen and live (the bench and browser tests wait for it). */
function RenderedMark({ remote }: { remote: RemoteName }) {
  useLayoutEffect(() => {
    performance.mark('nomada:remote-rendered', { detail: remote });
  }, [remote]);
  return null;
}

/** Mounts `<remote>/app` with a loading fallback and a retrying "temporarily unavailable" panel. */
export function RemoteApp({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(() => loaded.get(remote)?.attempt ?? 0);
  const Remote = remoteComponent(remote, attempt);
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      fallback={
        <RemoteUnavailable
          onRetry={() => setAttempt((n) => Math.max(n, loaded.get(remote)?.attempt ?? 0) + 1)}
        />
      }
    >
      <Suspense fallback={<LoadingScreen label={t('remote.loading')} />}>
        <Remote />
        <RenderedMark remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Test hook: forget loaded remotes. */
export function resetLoadedRemotes(): void {
  loaded.clear();
}
